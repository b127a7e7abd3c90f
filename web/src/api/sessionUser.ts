import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE } from './baseQuery';

/** Who is signed in, as the site chrome needs it (the same fields as sessionApi's User). */
export interface SignedInUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

// null until someone is known to be signed in: the chrome shows the same to nobody and to not-known-yet.
let current: SignedInUser | null = null;
let asked = false;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Tells the chrome who is signed in now: the session calls (login, register, logout, /user) report here. */
export function publishSessionUser(user: SignedInUser | null): void {
  if (user === current || (user && current && user.id === current.id && user.username === current.username && user.isAdmin === current.isAdmin)) return;
  current = user;
  listeners.forEach((listener) => listener());
}

/**
 * Asks /api/session once per page load by plain fetch, as publicConfig.ts does, so that the header
 * knows the visitor without loading the store on the home page. A failure is forgotten. main.tsx
 * asks before the app has loaded; the header's hook then takes that same request.
 */
export function askForSessionUser(): Promise<void> {
  asked = true;
  pending ??= fetch(new URL(`${API_BASE}/session`, window.location.origin), { headers: { Accept: 'application/json' }, credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      publishSessionUser(((await response.json()) as { user: SignedInUser | null }).user);
    })
    .catch(() => {
      pending = undefined;
      asked = false;
    });
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user; null when nobody is, or while that is not known yet. */
export function useSessionUser(): SignedInUser | null {
  useEffect(() => {
    if (!asked) void askForSessionUser();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Tests start from "not known yet". */
export function forgetSessionUser(): void {
  current = null;
  pending = undefined;
  asked = false;
}
