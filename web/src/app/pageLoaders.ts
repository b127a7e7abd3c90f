import { paths } from '../config/paths';

/**
 * Every lazily loaded page, by path: each is its own chunk, so the home page never downloads
 * the dashboard or its charts. The router renders these; the build reads this table
 * (build/routePreload.ts) so index.html can fetch the current path's chunk alongside the main
 * bundle instead of after it. Keep every entry in the form `[paths.x]: () => import('…')`.
 */
export const pageLoaders = {
  [paths.home]: () => import('../features/home/pages/HomePage'),
  [paths.contact]: () => import('../features/contact/pages/ContactPage'),
  [paths.marketplace]: () => import('../features/marketplace/pages/MarketplacePage'),
  [paths.apiDocumentation]: () => import('../features/docs/pages/ApiDocumentationPage'),
  [paths.news]: () => import('../features/news/pages/NewsPage'),
  [paths.login]: () => import('../features/auth/pages/LoginPage'),
  [paths.privacyPolicy]: () => import('../features/legal/pages/PrivacyPolicyPage'),
  [paths.termsOfUse]: () => import('../features/legal/pages/TermsOfUsePage'),
  [paths.riskDisclosure]: () => import('../features/legal/pages/RiskDisclosurePage'),
  [paths.tradingPlatform]: () => import('../features/trading/pages/TradingPlatformPage'),
  [paths.dashboard]: () => import('../features/dashboard/pages/DashboardPage'),
};
