import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { paths } from '../config/paths';
import { preloadableLazy } from './preloadable';
import { RouteSuspense } from './RouteSuspense';
import { WithStore } from './WithStore';

// Every page is its own chunk: the home page never downloads the dashboard or its charts.
// The guard asks for the session through RTK Query, so it too stays out of the first load.
const ProtectedRoute = preloadableLazy(() => import('../components/routing/ProtectedRoute').then((m) => m.ProtectedRoute));
const HomePage = preloadableLazy(() => import('../features/home/pages/HomePage').then((m) => m.HomePage));
const ContactPage = preloadableLazy(() => import('../features/contact/pages/ContactPage').then((m) => m.ContactPage));
const MarketplacePage = preloadableLazy(() => import('../features/marketplace/pages/MarketplacePage').then((m) => m.MarketplacePage));
const ApiDocumentationPage = preloadableLazy(() => import('../features/docs/pages/ApiDocumentationPage').then((m) => m.ApiDocumentationPage));
const NewsPage = preloadableLazy(() => import('../features/news/pages/NewsPage').then((m) => m.NewsPage));
const LoginPage = preloadableLazy(() => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage));
const RegisterPage = preloadableLazy(() => import('../features/auth/pages/RegisterPage').then((m) => m.RegisterPage));
const PrivacyPolicyPage = preloadableLazy(() => import('../features/legal/pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage));
const TermsOfUsePage = preloadableLazy(() => import('../features/legal/pages/TermsOfUsePage').then((m) => m.TermsOfUsePage));
const RiskDisclosurePage = preloadableLazy(() => import('../features/legal/pages/RiskDisclosurePage').then((m) => m.RiskDisclosurePage));
const TradingPlatformPage = preloadableLazy(() => import('../features/trading/pages/TradingPlatformPage').then((m) => m.TradingPlatformPage));
const DevelopersPage = preloadableLazy(() => import('../features/developers/pages/DevelopersPage').then((m) => m.DevelopersPage));
const ApiReferencePage = preloadableLazy(() => import('../features/docs/pages/ApiReferencePage').then((m) => m.ApiReferencePage));
const ErrorsPage = preloadableLazy(() => import('../features/docs/pages/ErrorsPage').then((m) => m.ErrorsPage));
const QuickstartGuide = preloadableLazy(() => import('../features/docs/pages/QuickstartGuide').then((m) => m.QuickstartGuide));
const TestingGuide = preloadableLazy(() => import('../features/docs/pages/TestingGuide').then((m) => m.TestingGuide));
const GoingLiveGuide = preloadableLazy(() => import('../features/docs/pages/GoingLiveGuide').then((m) => m.GoingLiveGuide));
const ConnectPage = preloadableLazy(() => import('../features/connect/pages/ConnectPage').then((m) => m.ConnectPage));
const DashboardPage = preloadableLazy(() => import('../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage));

// Pages that use RTK Query run under the app's store. The home page, the contact, news and register pages, the
// marketplace, the API documentation, its reference and errors page, the guides and the legal pages
// need none, so their first load does without Redux (docs/decisions/home-page-without-the-store.md,
// public-pages-first-load.md, docs-pages-without-the-store.md, contact-page-without-the-store.md,
// news-and-register-without-the-store.md).
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.marketplace, element: <MarketplacePage /> },
      { path: paths.apiDocumentation, element: <ApiDocumentationPage /> },
      {
        // The overview, one page per operation (/v1/createAccount) and per webhook event (/v1/webhooks/order.filled).
        path: `${paths.apiDocumentationV1}/*`,
        element: <ApiReferencePage />,
      },
      { path: paths.apiErrors, element: <ErrorsPage /> },
      { path: paths.guideQuickstart, element: <QuickstartGuide /> },
      { path: paths.guideTesting, element: <TestingGuide /> },
      { path: paths.guideGoingLive, element: <GoingLiveGuide /> },
      { path: paths.news, element: <NewsPage /> },
      {
        path: paths.login,
        element: (
          <WithStore>
            <LoginPage />
          </WithStore>
        ),
      },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfUse, element: <TermsOfUsePage /> },
      { path: paths.riskDisclosure, element: <RiskDisclosurePage /> },
      {
        path: paths.tradingPlatform,
        element: (
          <WithStore>
            <TradingPlatformPage />
          </WithStore>
        ),
      },
      {
        // The console routes its own sections (keys, accounts, webhooks...) below this path.
        path: `${paths.developers}/*`,
        element: (
          <WithStore>
            <ProtectedRoute>
              <DevelopersPage />
            </ProtectedRoute>
          </WithStore>
        ),
      },
      { path: paths.praamsLogin, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The connect portal is a focused flow of its own, outside the site chrome.
    path: paths.connect,
    element: (
      <RouteSuspense>
        <WithStore>
          <ConnectPage />
        </WithStore>
      </RouteSuspense>
    ),
  },
  {
    // The dashboard brings its own header, so it sits outside the site chrome.
    path: paths.dashboard,
    element: (
      <RouteSuspense>
        <WithStore>
          <ProtectedRoute requireAdmin>
            <RouteSuspense>
              <DashboardPage />
            </RouteSuspense>
          </ProtectedRoute>
        </WithStore>
      </RouteSuspense>
    ),
  },
];
