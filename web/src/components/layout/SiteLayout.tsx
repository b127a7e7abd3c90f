import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AnalyticsLoader } from '../analytics/AnalyticsLoader';
import { PageSpinner } from '../feedback/PageSpinner';
import { ControlsOnceHydrated } from './ControlsOnceHydrated';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the page, footer: the chrome every public page shares. */
export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ControlsOnceHydrated>
        <Header />
      </ControlsOnceHydrated>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {/* A full-height placeholder keeps the footer below the fold until the page arrives,
            so the page does not shove it down (a large layout shift on every first visit). */}
        <Suspense
          fallback={
            <Box sx={{ minHeight: '100vh' }}>
              <PageSpinner />
            </Box>
          }
        >
          <ControlsOnceHydrated>
            <Outlet />
          </ControlsOnceHydrated>
        </Suspense>
      </Box>
      <Footer />
      <AnalyticsLoader />
    </Box>
  );
}
