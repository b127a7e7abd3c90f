import type { CrmConfig } from '../../../config';
import type { LeadPayload } from './lead-payload';
import { sendJson } from './post-json';

type CopperSettings = NonNullable<CrmConfig['copper']>;

/**
 * Copper's developer API. We upsert by email rather than create, so a retried delivery
 * (at-least-once) updates the same lead instead of making a duplicate.
 */
export class CopperClient {
  constructor(
    private readonly settings: CopperSettings,
    private readonly timeoutMs: number,
  ) {}

  async deliver(lead: LeadPayload): Promise<void> {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
    await sendJson(
      new URL('/developer_api/v1/leads/upsert', this.settings.baseUrl).toString(),
      {
        properties: {
          name,
          first_name: lead.firstName,
          last_name: lead.lastName || undefined,
          email: { email: lead.email, category: 'work' },
          company_name: lead.company ?? undefined,
          details: lead.message,
        },
        match: { field_name: 'email', field_value: lead.email },
      },
      {
        method: 'PUT',
        timeoutMs: this.timeoutMs,
        headers: {
          'X-PW-AccessToken': this.settings.apiKey,
          'X-PW-Application': 'developer_api',
          'X-PW-UserEmail': this.settings.userEmail,
        },
      },
    );
  }
}
