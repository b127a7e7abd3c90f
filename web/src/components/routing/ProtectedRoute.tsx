import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useGetCurrentUserQuery } from '../../api/sessionApi';
import { paths } from '../../config/paths';
import { PageSpinner } from '../feedback/PageSpinner';

interface ProtectedRouteProps {
  children: ReactNode;
  requireAdmin?: boolean;
}

/** Spinner while the user loads; nobody signed in goes to /login; a non-admin on an admin page goes home. */
export function ProtectedRoute({ children, requireAdmin = false }: ProtectedRouteProps) {
  const { data: user, isLoading, isFetching, isError } = useGetCurrentUserQuery();
  if (isLoading || (isFetching && !user)) return <PageSpinner label="Checking your session" />;
  if (isError || !user) return <Navigate to={paths.login} replace />;
  if (requireAdmin && !user.isAdmin) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
