import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from '../app/useHydrating';
import { API_BASE } from './baseQuery';

export interface PublicConfig {
  productName: string;
  salesEmail: string;
  schedulingUrl: string;
  social: { x: string; linkedin: string };
  analyticsId: string | null;
  contactForm: {
    mode: 'form' | 'copper' | 'hubspot';
    copperFormId: string | null;
    hubspotPortalId: string | null;
    hubspotFormId: string | null;
  };
  /** Default admin credentials for the login page footer, only while the server enables the hint. */
  loginHint: { username: string; password: string } | null;
}

let pending: Promise<PublicConfig> | undefined;
let loaded: PublicConfig | undefined;

/** Why the config could not be had: `status` is the HTTP status, 0 when no answer came. */
export class PublicConfigError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`${status}: ${message}`);
  }
}

/**
 * The public config by plain fetch, asked once per page load (a failure is forgotten so the
 * next caller asks again). The site chrome (footer, analytics) reads it this way so that
 * every page's first load does without Redux Toolkit and RTK Query; the pages' RTK query
 * (publicConfigApi) answers from this same request.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch(new URL(`${API_BASE}/config/public`, window.location.origin), { headers: { Accept: 'application/json' }, credentials: 'include' })
    .catch((error: unknown) => {
      throw new PublicConfigError(0, error instanceof Error ? error.message : String(error));
    })
    .then(async (response) => {
      if (!response.ok) throw new PublicConfigError(response.status, response.statusText);
      loaded = (await response.json()) as PublicConfig;
      return loaded;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The config if it has already arrived: the store starts with it, so a page has it from its first paint. */
export function loadedPublicConfig(): PublicConfig | undefined {
  return loaded;
}

/** Tests start each case from "not asked yet". */
export function forgetPublicConfig(): void {
  pending = undefined;
  loaded = undefined;
}

/**
 * The public config and whether it is still on its way (false once it has arrived or failed), as
 * RTK Query's `getPublicConfig` gave a page. One that has already arrived is there at first render;
 * one that arrives later renders in a transition.
 */
export function usePublicConfigState(): { data: PublicConfig | undefined; isLoading: boolean } {
  // A prerendered page was drawn with the config still on its way: so is its first render here.
  const hydrating = useHydrating();
  const [state, setState] = useState(() => (hydrating ? { data: undefined, isLoading: true } : { data: loaded, isLoading: !loaded }));
  useEffect(() => {
    if (state.data) return;
    let live = true;
    const settle = (data: PublicConfig | undefined) => {
      if (live) startTransition(() => setState({ data, isLoading: false }));
    };
    loadPublicConfig().then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, [state.data]);
  return state;
}

/** The public config once it has arrived; undefined before, and if it cannot be had. */
export function usePublicConfig(): PublicConfig | undefined {
  return usePublicConfigState().data;
}
