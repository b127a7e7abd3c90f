import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function HomePage() {
  return <PlaceholderPage heading="One API for every broker" description="BrokerBridge connects your investor app to your users' broker accounts through one API." />;
}
