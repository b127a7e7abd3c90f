export interface SubscribeRequest {
  email: string;
  /** Path of the page the visitor subscribed from, e.g. "/contact". */
  source?: string;
}

/**
 * POST /api/mailing-list/subscribe, shared by the home page and the contact page: by plain fetch
 * (`usePost`), so neither loads the store for it (docs/decisions/contact-page-without-the-store.md).
 * The dashboard's subscribers, if the store has them, are refreshed.
 */
export const subscribeOptions = { invalidates: ['Subscribers' as const] };
