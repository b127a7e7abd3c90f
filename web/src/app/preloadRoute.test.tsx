import type { RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { preloadableLazy } from './preloadableLazy';
import { preloadRoute } from './preloadRoute';

function tracked(name: string, loaded: string[], fail = false) {
  return preloadableLazy(async () => {
    loaded.push(name);
    if (fail) throw new Error(`${name} failed`);
    return ({ children }: { children?: ReactNode }) => <>{children}</>;
  });
}

/** A component with a preload of its own, that renders its children (as WithStore does). */
function withPreload(name: string, loaded: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <>{children}</>;
  return Object.assign(Wrapper, { preload: async () => void loaded.push(name) });
}

describe('preloadRoute', () => {
  it('loads the lazy components of the routes the path matches, looking through plain wrappers', async () => {
    const loaded: string[] = [];
    const [Layout, Terms, Login, Store] = [tracked('layout', loaded), tracked('terms', loaded), tracked('login', loaded), withPreload('store', loaded)];
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: '/terms-of-use', element: <Terms /> },
          {
            path: '/login',
            element: (
              <Store>
                <Login />
              </Store>
            ),
          },
        ],
      },
    ];
    await preloadRoute(routes, '/login');
    expect(loaded.sort()).toEqual(['layout', 'login', 'store']);
  });

  it('leaves what a lazy component wraps to it: a guard decides whether its page renders', async () => {
    const loaded: string[] = [];
    const [Guard, Dashboard] = [tracked('guard', loaded), tracked('dashboard', loaded)];
    const routes: RouteObject[] = [
      {
        path: '/dashboard',
        element: (
          <Guard>
            <Dashboard />
          </Guard>
        ),
      },
    ];
    await preloadRoute(routes, '/dashboard');
    expect(loaded).toEqual(['guard']);
  });

  it('resolves when a chunk fails or nothing matches: the route renders and fails where it would', async () => {
    const loaded: string[] = [];
    const Broken = tracked('broken', loaded, true);
    await expect(preloadRoute([{ path: '/broken', element: <Broken /> }], '/broken')).resolves.toBeUndefined();
    await expect(preloadRoute([{ path: '/broken', element: <Broken /> }], '/elsewhere')).resolves.toBeUndefined();
    expect(loaded).toEqual(['broken']);
  });
});
