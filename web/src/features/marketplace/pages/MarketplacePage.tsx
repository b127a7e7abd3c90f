import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { filterEntries } from '../data/filterEntries';
import { newsletters } from '../data/newsletters';
import { tools } from '../data/tools';
import { EntryGrid } from '../components/EntryGrid';
import { ListYourProduct } from '../components/ListYourProduct';
import { ViewCards } from '../components/ViewCards';
import { ViewTabs } from '../components/ViewTabs';
import { useMarketplaceParams } from '../hooks/useMarketplaceParams';

const PANEL_ID = 'marketplace-panel';

export function MarketplacePage() {
  const { view, search, setView, setSearch } = useMarketplaceParams();
  const entries = useMemo(() => filterEntries(view === 'tools' ? tools : newsletters, search), [view, search]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta {...PAGE_META[paths.marketplace]} />
      <Typography variant="h1">Marketplace</Typography>
      <Typography sx={{ mt: 1, mb: 4, fontSize: '1.1rem', color: 'text.secondary' }}>
        A curated directory of the best tools and newsletters for traders.
      </Typography>
      <ViewCards view={view} onSelect={setView} />
      <Box sx={{ mt: 5, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <ViewTabs view={view} onSelect={setView} panelId={PANEL_ID} />
        {/* OutlinedInput rather than TextField: TextField also bundles Select, Menu and Modal. */}
        <OutlinedInput
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name, description or tag..."
          size="small"
          sx={{ width: { xs: '100%', md: 380 } }}
          inputProps={{ 'aria-label': 'Search the marketplace' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          }
        />
      </Box>
      <Box id={PANEL_ID} role="tabpanel" aria-labelledby={`tab-${view}`}>
        <EntryGrid view={view} entries={entries} onClearSearch={() => setSearch('')} />
      </Box>
      <ListYourProduct />
    </Container>
  );
}
