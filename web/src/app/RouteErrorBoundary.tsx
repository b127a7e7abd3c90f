import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface State {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Leaving the page clears the error, as React Router's own boundary does.
  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{error instanceof Error ? error.message : JSON.stringify(error)}</h3>
      </>
    );
  }
}

/**
 * What React Router's data router showed when a page failed to render (a chunk that no longer
 * loads after a deploy, a bug): its default error screen instead of a blank window. The app
 * uses the lighter <BrowserRouter>, which has no boundary of its own.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
