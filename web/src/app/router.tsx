import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { ProtectedRoute } from '../components/routing/ProtectedRoute';
import { paths } from '../config/paths';
import { RouteSuspense } from './RouteSuspense';

// Every page is its own chunk: the home page never downloads the dashboard or its charts.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const ContactPage = lazy(() => import('../features/contact/pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const MarketplacePage = lazy(() => import('../features/marketplace/pages/MarketplacePage').then((m) => ({ default: m.MarketplacePage })));
const ApiDocumentationPage = lazy(() => import('../features/docs/pages/ApiDocumentationPage').then((m) => ({ default: m.ApiDocumentationPage })));
const NewsPage = lazy(() => import('../features/news/pages/NewsPage').then((m) => ({ default: m.NewsPage })));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const PrivacyPolicyPage = lazy(() => import('../features/legal/pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfUsePage = lazy(() => import('../features/legal/pages/TermsOfUsePage').then((m) => ({ default: m.TermsOfUsePage })));
const RiskDisclosurePage = lazy(() => import('../features/legal/pages/RiskDisclosurePage').then((m) => ({ default: m.RiskDisclosurePage })));
const TradingPlatformPage = lazy(() => import('../features/trading/pages/TradingPlatformPage').then((m) => ({ default: m.TradingPlatformPage })));
const DevelopersPage = lazy(() => import('../features/developers/pages/DevelopersPage').then((m) => ({ default: m.DevelopersPage })));
const ApiReferencePage = lazy(() => import('../features/developers/pages/ApiReferencePage').then((m) => ({ default: m.ApiReferencePage })));
const DashboardPage = lazy(() => import('../features/dashboard/pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.marketplace, element: <MarketplacePage /> },
      { path: paths.apiDocumentation, element: <ApiDocumentationPage /> },
      { path: paths.apiDocumentationV1, element: <ApiReferencePage /> },
      { path: paths.news, element: <NewsPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfUse, element: <TermsOfUsePage /> },
      { path: paths.riskDisclosure, element: <RiskDisclosurePage /> },
      { path: paths.tradingPlatform, element: <TradingPlatformPage /> },
      {
        path: paths.developers,
        element: (
          <ProtectedRoute>
            <DevelopersPage />
          </ProtectedRoute>
        ),
      },
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
