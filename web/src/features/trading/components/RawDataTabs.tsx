import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { SectionCard } from './SectionCard';

const TABS = ['Account', 'Positions', 'Orders', 'Trades'] as const;
type TabName = (typeof TABS)[number];

/** The JSON each call returned, formatted, for developers evaluating the API. */
export function RawDataTabs({ data }: { data: Record<TabName, unknown> }) {
  const [tab, setTab] = useState<TabName>('Account');
  return (
    <SectionCard title="Raw API Data">
      {/* Four short labels share the card's width: all of them fit a phone, no scroll arrows. */}
      <Tabs
        value={tab}
        onChange={(_e, value: TabName) => setTab(value)}
        aria-label="Raw API data"
        variant="fullWidth"
        sx={{ '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name} id={`raw-tab-${name}`} aria-controls={`raw-panel-${name}`} />
        ))}
      </Tabs>
      <Box
        component="pre"
        role="tabpanel"
        id={`raw-panel-${tab}`}
        aria-labelledby={`raw-tab-${tab}`}
        tabIndex={0}
        // Long values (an order's id) wrap rather than run out of the card.
        sx={{
          mt: 2,
          p: 2,
          bgcolor: 'grey.100',
          borderRadius: 1,
          maxHeight: 360,
          overflow: 'auto',
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {JSON.stringify(data[tab] ?? null, null, 2)}
      </Box>
    </SectionCard>
  );
}
