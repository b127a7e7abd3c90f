import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../config/product';
import { LegalDocument } from '../components/LegalDocument';
import { riskSections } from '../content/riskSections';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Dated with the day it is read, as the spec asks. */
export function RiskDisclosurePage() {
  return (
    <LegalDocument
      title="Risk Disclosure"
      description={`The risks of trading and of relying on connected systems when you trade through apps built on ${PRODUCT_NAME}.`}
      lastUpdated={longDate.format(new Date())}
      intro={<Typography>Please read this disclosure before you trade through any platform that uses {PRODUCT_NAME}.</Typography>}
      sections={riskSections}
    />
  );
}
