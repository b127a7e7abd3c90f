import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, IsString, IsUrl } from 'class-validator';
import { validateEnv } from './validate-env';

/** Public identities of the company: every one has a working default. */
class SiteEnv {
  @IsEmail()
  readonly SALES_EMAIL: string = 'sales@brokerbridge.example';

  @IsUrl({ require_tld: false })
  readonly SCHEDULING_URL: string = 'https://calendar.brokerbridge.example/intro-call';

  @IsUrl({ require_tld: false })
  readonly SOCIAL_X_URL: string = 'https://x.com/brokerbridge';

  @IsUrl({ require_tld: false })
  readonly SOCIAL_LINKEDIN_URL: string = 'https://www.linkedin.com/company/brokerbridge';

  @IsOptional()
  @IsString()
  readonly ANALYTICS_ID?: string;
}

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(SiteEnv, env);
  return {
    salesEmail: e.SALES_EMAIL,
    schedulingUrl: e.SCHEDULING_URL,
    social: { x: e.SOCIAL_X_URL, linkedin: e.SOCIAL_LINKEDIN_URL },
    analyticsId: e.ANALYTICS_ID ?? null,
  };
}

export type SiteConfig = ReturnType<typeof loadSiteConfig>;
export const siteConfig = registerAs('site', () => loadSiteConfig());
