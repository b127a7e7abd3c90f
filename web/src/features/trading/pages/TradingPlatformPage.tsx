import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function TradingPlatformPage() {
  return <PlaceholderPage heading="BrokerBridge API Demo" title="Trading Demo" description="OAuth Authentication Flow" />;
}
