import Typography from '@mui/material/Typography';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { LegalDocument } from '../components/LegalDocument';
import { TERMS_LAST_UPDATED, termsSections } from '../content/termsSections';

export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      description={PAGE_META[paths.termsOfUse].description}
      lastUpdated={TERMS_LAST_UPDATED}
      intro={<Typography>These terms form an agreement between you and {PRODUCT_NAME}. By using the website or the API you accept them.</Typography>}
      sections={termsSections}
    />
  );
}
