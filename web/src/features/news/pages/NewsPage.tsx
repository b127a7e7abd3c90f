import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function NewsPage() {
  return <PlaceholderPage heading="News" title="News" description="The latest from BrokerBridge." />;
}
