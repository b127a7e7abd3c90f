import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function MarketplacePage() {
  return <PlaceholderPage heading="Marketplace" title="Marketplace" description="A curated directory of the best tools and newsletters for traders." />;
}
