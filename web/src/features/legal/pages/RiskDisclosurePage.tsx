import Typography from '@mui/material/Typography';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { LegalDocument } from '../components/LegalDocument';
import { riskSections } from '../content/riskSections';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Dated with the day it is read, as the spec asks. */
export function RiskDisclosurePage() {
  return (
    <LegalDocument
      title="Risk Disclosure"
      description={PAGE_META[paths.riskDisclosure].description}
      lastUpdated={longDate.format(new Date())}
      intro={<Typography>Please read this disclosure before you trade through any platform that uses {PRODUCT_NAME}.</Typography>}
      sections={riskSections}
    />
  );
}
