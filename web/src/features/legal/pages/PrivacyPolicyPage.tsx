import Typography from '@mui/material/Typography';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY_LAST_UPDATED, privacySections } from '../content/privacySections';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description={PAGE_META[paths.privacyPolicy].description}
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <Typography>This policy explains what personal information {PRODUCT_NAME} collects, why, who we share it with and the choices you have.</Typography>
      }
      sections={privacySections}
    />
  );
}
