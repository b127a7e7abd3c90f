import { CONTACT_TIMEOUT_MS } from './components/contactFields';

export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  message: string;
}

/**
 * POST /api/contact by plain fetch (`usePost`), not RTK Query: the contact page goes without the
 * store (docs/decisions/contact-page-without-the-store.md). The dashboard's leads, if the store
 * has them, are refreshed.
 */
export const sendContactOptions = { timeoutMs: CONTACT_TIMEOUT_MS, invalidates: ['Leads' as const] };
