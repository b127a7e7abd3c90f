import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function TermsOfUsePage() {
  return <PlaceholderPage heading="Terms of Use" title="Terms of Use" description="The terms that govern the use of the BrokerBridge website and API." />;
}
