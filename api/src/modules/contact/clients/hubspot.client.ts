import type { CrmConfig } from '../../../config';
import type { LeadPayload } from './lead-payload';
import { sendJson } from './post-json';

type HubspotSettings = NonNullable<CrmConfig['hubspot']>;

/** HubSpot's Forms submission API: the same fields and context the hosted form would send. */
export class HubspotClient {
  constructor(
    private readonly settings: HubspotSettings,
    private readonly timeoutMs: number,
    private readonly defaultPageUri: string,
  ) {}

  async deliver(lead: LeadPayload): Promise<void> {
    const { portalId, formId, baseUrl } = this.settings;
    const path = `/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
    await sendJson(
      new URL(path, baseUrl).toString(),
      {
        fields: [
          { name: 'email', value: lead.email },
          { name: 'firstname', value: lead.firstName },
          { name: 'lastname', value: lead.lastName },
          { name: 'company', value: lead.company ?? '' },
          { name: 'message', value: lead.message },
        ],
        context: { pageUri: lead.page ?? this.defaultPageUri, pageName: 'Contact Page' },
      },
      { timeoutMs: this.timeoutMs },
    );
  }
}
