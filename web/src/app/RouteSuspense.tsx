import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../components/feedback/PageSpinner';

export function RouteSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
