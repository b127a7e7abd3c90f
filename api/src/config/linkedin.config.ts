import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

/**
 * The company's LinkedIn page. Without a token and an organization id the news page runs in
 * sample mode; with them, a scheduled job reads the page's posts from LinkedIn's REST API.
 */
class LinkedInEnv {
  @IsOptional()
  @IsString()
  readonly LINKEDIN_ACCESS_TOKEN?: string;

  @IsOptional()
  @Matches(/^\d{1,20}$/, { message: 'LINKEDIN_ORGANIZATION_ID must be the numeric id of the company page' })
  readonly LINKEDIN_ORGANIZATION_ID?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  readonly LINKEDIN_BASE_URL: string = 'https://api.linkedin.com';

  @Matches(/^\d{6}(\.\d{2})?$/, { message: 'LINKEDIN_API_VERSION must look like 202501' })
  readonly LINKEDIN_API_VERSION: string = '202501';

  /** Hosts (besides the API host) that image download URLs may point at: LinkedIn's CDN. */
  @Matches(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, { message: 'LINKEDIN_MEDIA_HOSTS must be a comma-separated list of host names' })
  readonly LINKEDIN_MEDIA_HOSTS: string = 'media.licdn.com';

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100)
  readonly LINKEDIN_POST_COUNT: number = 12;

  @ToInt()
  @IsInt()
  @Min(500)
  @Max(60000)
  readonly LINKEDIN_TIMEOUT_MS: number = 10000;
}

export function loadLinkedInConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(LinkedInEnv, env);
  const configured = Boolean(e.LINKEDIN_ACCESS_TOKEN && e.LINKEDIN_ORGANIZATION_ID);
  return {
    configured,
    accessToken: e.LINKEDIN_ACCESS_TOKEN ?? null,
    organizationId: e.LINKEDIN_ORGANIZATION_ID ?? null,
    baseUrl: e.LINKEDIN_BASE_URL.replace(/\/+$/, ''),
    apiVersion: e.LINKEDIN_API_VERSION,
    mediaHosts: e.LINKEDIN_MEDIA_HOSTS.split(','),
    postCount: e.LINKEDIN_POST_COUNT,
    timeoutMs: e.LINKEDIN_TIMEOUT_MS,
  };
}

export const linkedInConfig = registerAs('linkedin', () => loadLinkedInConfig());
