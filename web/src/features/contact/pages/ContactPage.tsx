import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { usePublicConfigState, type PublicConfig } from '../../../api/publicConfig';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { ContactForm } from '../components/ContactForm';
import { ContactSideCards } from '../components/ContactSideCards';
import { EmbeddedCrmForm, type EmbedSpec } from '../components/EmbeddedCrmForm';

const INTRO = PAGE_META[paths.contact].description;

/** The configured CRM embed, or null when the mode is ours or its ids are missing. */
function embedOf(config: PublicConfig | undefined): EmbedSpec | null {
  const form = config?.contactForm;
  if (form?.mode === 'copper' && form.copperFormId) return { kind: 'copper', formId: form.copperFormId };
  if (form?.mode === 'hubspot' && form.hubspotPortalId && form.hubspotFormId) {
    return { kind: 'hubspot', portalId: form.hubspotPortalId, formId: form.hubspotFormId };
  }
  return null;
}

/**
 * While the configuration says which form to show, our form holds its place, hidden and inert, under
 * a spinner: the side cards below it on a phone and the footer stay put when it arrives (a spinner
 * alone was ~600 px shorter, a layout shift of 0.096 on Lighthouse's phone).
 */
function FormPlaceholder() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box aria-hidden inert sx={{ visibility: 'hidden' }} data-testid="contact-form-placeholder">
        <ContactForm />
      </Box>
      <Box sx={{ position: 'absolute', inset: 0 }}>
        <PageSpinner />
      </Box>
    </Box>
  );
}

export function ContactPage() {
  const { data: config, isLoading } = usePublicConfigState();
  const [embedFailed, setEmbedFailed] = useState(false);
  const embed = useMemo(() => embedOf(config), [config]);
  const onUnavailable = useCallback(() => setEmbedFailed(true), []);

  let form = <ContactForm />;
  if (isLoading) form = <FormPlaceholder />;
  else if (embed && !embedFailed) form = <EmbeddedCrmForm embed={embed} onUnavailable={onUnavailable} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta {...PAGE_META[paths.contact]} />
      <Typography variant="h1">Contact {PRODUCT_NAME}</Typography>
      <Typography sx={{ mt: 2, mb: 5, color: 'text.secondary', maxWidth: 720 }}>{INTRO}</Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
                Send us a message
              </Typography>
              {form}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactSideCards schedulingUrl={config?.schedulingUrl} salesEmail={config?.salesEmail} loading={isLoading} />
        </Grid>
      </Grid>
    </Container>
  );
}
