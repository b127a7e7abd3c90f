import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function DashboardPage() {
  return <PlaceholderPage heading="Client Dashboard" title="Client Dashboard" description="Platform metrics for administrators." />;
}
