import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function RiskDisclosurePage() {
  return <PlaceholderPage heading="Risk Disclosure" title="Risk Disclosure" description="The risks of trading and of relying on connected systems." />;
}
