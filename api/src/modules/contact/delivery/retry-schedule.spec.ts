import { loadCrmConfig } from '../../../config/crm.config';

/**
 * pg-boss waits delay * 2^(n) / 2 * (1 + random) before retry n (1-based) when backoff is on.
 * With the production defaults, even the shortest draw must keep retrying for a full day.
 */
function shortestRetryWindowSeconds(delay: number, limit: number, backoff: boolean): number {
  let total = 0;
  for (let n = 1; n <= limit; n++) total += backoff ? (Math.max(delay, 1) * 2 ** Math.min(16, n)) / 2 : delay;
  return total;
}

describe('the default lead-delivery retry schedule', () => {
  const { delivery } = loadCrmConfig({});

  it('uses exponential backoff and an 8 second timeout per call', () => {
    expect(delivery).toMatchObject({ retryBackoff: true, timeoutMs: 8000 });
  });

  it('keeps retrying for at least 24 hours', () => {
    expect(shortestRetryWindowSeconds(delivery.retryDelaySeconds, delivery.retryLimit, delivery.retryBackoff)).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('does not stop a transient outage early: the first retries come within minutes', () => {
    expect(delivery.retryDelaySeconds).toBeLessThanOrEqual(60);
  });
});

describe('CRM configuration', () => {
  it('defaults to our own form with no channel configured', () => {
    const crm = loadCrmConfig({});
    expect(crm).toMatchObject({ formMode: 'form', copper: null, hubspot: null, smtpUrl: null });
  });

  it('configures a channel only when all of its credentials are present', () => {
    expect(loadCrmConfig({ COPPER_API_KEY: 'k' }).copper).toBeNull();
    expect(loadCrmConfig({ COPPER_API_KEY: 'k', COPPER_USER_EMAIL: 'a@b.example' }).copper).toMatchObject({ baseUrl: 'https://api.copper.com' });
    expect(loadCrmConfig({ HUBSPOT_PORTAL_ID: '1', HUBSPOT_FORM_ID: 'f' }).hubspot).toMatchObject({ baseUrl: 'https://api.hsforms.com' });
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => loadCrmConfig({ CONTACT_FORM_MODE: 'fax' })).toThrow(/CONTACT_FORM_MODE/);
    expect(() => loadCrmConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadCrmConfig({ LEAD_DELIVERY_POLL_SECONDS: '0.1' })).toThrow(/LEAD_DELIVERY_POLL_SECONDS/);
  });
});
