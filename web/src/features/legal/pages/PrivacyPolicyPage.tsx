import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function PrivacyPolicyPage() {
  return <PlaceholderPage heading="Privacy Policy" title="Privacy Policy" description="How BrokerBridge collects, uses and protects personal information." />;
}
