import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

export function ApiDocumentationPage() {
  return <PlaceholderPage heading="Developer Documentation" title="API Documentation" description="Everything you need to connect your app to your users' broker accounts." />;
}
