import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { DashboardHeader } from '../components/DashboardHeader';
import { OverviewTab } from '../components/OverviewTab';
import { LeadsTab } from '../tables/LeadsTab';
import { SubscribersTab } from '../tables/SubscribersTab';

const TABS = [
  { id: 'overview', label: 'Dashboard Overview', panel: OverviewTab },
  { id: 'leads', label: 'Leads', panel: LeadsTab },
  { id: 'subscribers', label: 'Subscribers', panel: SubscribersTab },
] as const;

/** Admin only (see the router). Only the open tab mounts, so only its queries run and poll. */
export function DashboardPage() {
  const [tab, setTab] = useState(0);
  const Panel = TABS[tab].panel;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PageMeta {...PAGE_META[paths.dashboard]} />
      <DashboardHeader />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {/* Scrollable, with arrows even on touch screens: a phone cannot show all three labels. */}
        <Tabs
          value={tab}
          onChange={(_, next: number) => setTab(next)}
          aria-label="Dashboard sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 3 }}
        >
          {TABS.map((t, i) => (
            <Tab key={t.id} label={t.label} id={`dashboard-tab-${t.id}`} aria-controls={`dashboard-panel-${t.id}`} value={i} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`dashboard-panel-${TABS[tab].id}`} aria-labelledby={`dashboard-tab-${TABS[tab].id}`}>
          <Panel />
        </Box>
      </Container>
    </Box>
  );
}
