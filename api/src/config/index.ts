import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { crmConfig } from './crm.config';
import { dashboardConfig } from './dashboard.config';
import { databaseConfig } from './database.config';
import { linkedInConfig } from './linkedin.config';
import { rateLimitConfig } from './rate-limit.config';
import { sessionConfig } from './session.config';
import { siteConfig } from './site.config';
import { tradingConfig } from './trading.config';
import { webhooksConfig } from './webhooks.config';

/** Every validated namespace; ConfigModule loads them all at boot so a bad value stops the start. */
export const configNamespaces = [
  appConfig,
  databaseConfig,
  sessionConfig,
  siteConfig,
  rateLimitConfig,
  linkedInConfig,
  crmConfig,
  authConfig,
  dashboardConfig,
  tradingConfig,
  webhooksConfig,
];

export * from './app.config';
export * from './auth.config';
export * from './crm.config';
export * from './dashboard.config';
export * from './database.config';
export * from './linkedin.config';
export * from './rate-limit.config';
export * from './session.config';
export * from './site.config';
export * from './trading.config';
export * from './webhooks.config';
