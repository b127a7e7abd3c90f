import { useEffect, useState } from 'react';
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

/**
 * The public config by plain fetch, asked once per page load (a failure is forgotten so the
 * next caller asks again). The site chrome (footer, analytics) reads it this way so that
 * every page's first load does without Redux Toolkit and RTK Query; pages use the RTK query.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch(new URL(`${API_BASE}/config/public`, window.location.origin), { headers: { Accept: 'application/json' }, credentials: 'include' })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<PublicConfig>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The public config once it has arrived; undefined before, and if it cannot be had. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
