import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGetCurrentUserQuery } from '../../api/sessionApi';
import { paths } from '../../config/paths';
import { PageSpinner } from '../feedback/PageSpinner';

interface ProtectedRouteProps {
  children: ReactNode;
  requireAdmin?: boolean;
}

/** Where a guarded page sent a signed-out visitor from, for the login page to send them back. */
export interface ReturnState {
  from?: string;
}

/**
 * Spinner while the user loads; nobody signed in goes to /login (which brings them back
 * here after sign-in); a non-admin on an admin page goes home.
 */
export function ProtectedRoute({ children, requireAdmin = false }: ProtectedRouteProps) {
  const { data: user, isLoading, isFetching, isError } = useGetCurrentUserQuery();
  const location = useLocation();
  if (isLoading || (isFetching && !user)) return <PageSpinner label="Checking your session" />;
  if (isError || !user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search } satisfies ReturnState} />;
  if (requireAdmin && !user.isAdmin) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
