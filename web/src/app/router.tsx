import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { ProtectedRoute } from '../components/routing/ProtectedRoute';
import { paths } from '../config/paths';
import { pageLoaders } from './pageLoaders';
import { RouteSuspense } from './RouteSuspense';

const HomePage = lazy(() => pageLoaders[paths.home]().then((m) => ({ default: m.HomePage })));
const ContactPage = lazy(() => pageLoaders[paths.contact]().then((m) => ({ default: m.ContactPage })));
const MarketplacePage = lazy(() => pageLoaders[paths.marketplace]().then((m) => ({ default: m.MarketplacePage })));
const ApiDocumentationPage = lazy(() => pageLoaders[paths.apiDocumentation]().then((m) => ({ default: m.ApiDocumentationPage })));
const NewsPage = lazy(() => pageLoaders[paths.news]().then((m) => ({ default: m.NewsPage })));
const LoginPage = lazy(() => pageLoaders[paths.login]().then((m) => ({ default: m.LoginPage })));
const PrivacyPolicyPage = lazy(() => pageLoaders[paths.privacyPolicy]().then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfUsePage = lazy(() => pageLoaders[paths.termsOfUse]().then((m) => ({ default: m.TermsOfUsePage })));
const RiskDisclosurePage = lazy(() => pageLoaders[paths.riskDisclosure]().then((m) => ({ default: m.RiskDisclosurePage })));
const TradingPlatformPage = lazy(() => pageLoaders[paths.tradingPlatform]().then((m) => ({ default: m.TradingPlatformPage })));
const DashboardPage = lazy(() => pageLoaders[paths.dashboard]().then((m) => ({ default: m.DashboardPage })));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.marketplace, element: <MarketplacePage /> },
      { path: paths.apiDocumentation, element: <ApiDocumentationPage /> },
      { path: paths.news, element: <NewsPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfUse, element: <TermsOfUsePage /> },
      { path: paths.riskDisclosure, element: <RiskDisclosurePage /> },
      { path: paths.tradingPlatform, element: <TradingPlatformPage /> },
      { path: paths.praamsLogin, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The dashboard brings its own header, so it sits outside the site chrome.
    path: paths.dashboard,
    element: (
      <ProtectedRoute requireAdmin>
        <RouteSuspense>
          <DashboardPage />
        </RouteSuspense>
      </ProtectedRoute>
    ),
  },
];
