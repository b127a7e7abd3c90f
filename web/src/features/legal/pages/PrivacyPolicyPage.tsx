import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../config/product';
import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY_LAST_UPDATED, privacySections } from '../content/privacySections';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${PRODUCT_NAME} collects, uses, shares and protects personal information, and how to exercise your rights.`}
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <Typography>This policy explains what personal information {PRODUCT_NAME} collects, why, who we share it with and the choices you have.</Typography>
      }
      sections={privacySections}
    />
  );
}
