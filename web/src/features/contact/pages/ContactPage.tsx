import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function ContactPage() {
  return <PlaceholderPage heading="Contact BrokerBridge" title="Contact" description="Ready to streamline brokerage connections or join the trader marketplace? Get in touch." />;
}
