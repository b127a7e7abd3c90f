import { registerAs } from '@nestjs/config';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { ToBoolean, ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

const CONTACT_FORM_MODES = ['form', 'copper', 'hubspot'] as const;
type ContactFormMode = (typeof CONTACT_FORM_MODES)[number];

/** Where contact leads go besides our own table; every channel is optional. */
class CrmEnv {
  @IsIn(CONTACT_FORM_MODES)
  readonly CONTACT_FORM_MODE: ContactFormMode = 'form';

  @IsOptional() @IsString() readonly COPPER_API_KEY?: string;
  @IsOptional() @IsString() readonly COPPER_USER_EMAIL?: string;
  @IsOptional() @IsString() readonly COPPER_FORM_ID?: string;

  @IsUrl({ require_tld: false, require_protocol: true })
  readonly COPPER_BASE_URL: string = 'https://api.copper.com';

  @IsOptional() @IsString() readonly HUBSPOT_PORTAL_ID?: string;
  @IsOptional() @IsString() readonly HUBSPOT_FORM_ID?: string;

  @IsUrl({ require_tld: false, require_protocol: true })
  readonly HUBSPOT_BASE_URL: string = 'https://api.hsforms.com';

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'], require_protocol: true })
  readonly SMTP_URL?: string;

  @ToInt()
  @IsInt()
  @Min(100)
  @Max(60_000)
  readonly LEAD_DELIVERY_TIMEOUT_MS: number = 8000;

  // 30 s doubling 12 times keeps retrying for about 34-68 hours: comfortably past a day.
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(86_400)
  readonly LEAD_DELIVERY_RETRY_DELAY_SECONDS: number = 30;

  @ToInt()
  @IsInt()
  @Min(0)
  @Max(100)
  readonly LEAD_DELIVERY_RETRY_LIMIT: number = 12;

  @ToBoolean()
  @IsBoolean()
  readonly LEAD_DELIVERY_RETRY_BACKOFF: boolean = true;

  @ToNumber()
  @IsNumber()
  @Min(0.5)
  @Max(60)
  readonly LEAD_DELIVERY_POLL_SECONDS: number = 2;
}

function ToNumber() {
  return Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));
}

export function loadCrmConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(CrmEnv, env);
  const copperReady = Boolean(e.COPPER_API_KEY && e.COPPER_USER_EMAIL);
  const hubspotReady = Boolean(e.HUBSPOT_PORTAL_ID && e.HUBSPOT_FORM_ID);
  return {
    formMode: e.CONTACT_FORM_MODE,
    copper: copperReady ? { apiKey: e.COPPER_API_KEY!, userEmail: e.COPPER_USER_EMAIL!, baseUrl: e.COPPER_BASE_URL } : null,
    copperFormId: e.COPPER_FORM_ID ?? null,
    hubspot: hubspotReady ? { portalId: e.HUBSPOT_PORTAL_ID!, formId: e.HUBSPOT_FORM_ID!, baseUrl: e.HUBSPOT_BASE_URL } : null,
    hubspotPortalId: e.HUBSPOT_PORTAL_ID ?? null,
    hubspotFormId: e.HUBSPOT_FORM_ID ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    delivery: {
      timeoutMs: e.LEAD_DELIVERY_TIMEOUT_MS,
      retryDelaySeconds: e.LEAD_DELIVERY_RETRY_DELAY_SECONDS,
      retryLimit: e.LEAD_DELIVERY_RETRY_LIMIT,
      retryBackoff: e.LEAD_DELIVERY_RETRY_BACKOFF,
      pollSeconds: e.LEAD_DELIVERY_POLL_SECONDS,
    },
  };
}

export type CrmConfig = ReturnType<typeof loadCrmConfig>;
export const crmConfig = registerAs('crm', () => loadCrmConfig());
