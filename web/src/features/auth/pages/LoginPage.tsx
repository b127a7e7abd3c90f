import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage heading="Dashboard Access" title="Sign in" description="Enter your credentials to access the dashboard" />;
}
