import MenuBookIcon from '@mui/icons-material/MenuBook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigationType, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { useOpenApiDocument } from '../docsApi';
import { groupOperations, webhookEntries } from '../reference/openApiModel';
import type { OpenApiDocument } from '../reference/openApiTypes';
import { OperationView } from '../reference/OperationView';
import { navSections, ReferenceNav } from '../reference/ReferenceNav';
import { ReferenceOverview } from '../reference/ReferenceOverview';
import { referenceStyles } from '../reference/referenceStyles';
import { siteOrigin } from '../../../config/siteOrigin';

const META = PAGE_META[paths.apiDocumentationV1];

/** What the address names: the overview, an operation (by operationId) or a webhook event. */
function Content({ doc, splat }: { doc: OpenApiDocument; splat: string }) {
  const sections = useMemo(() => navSections(groupOperations(doc), webhookEntries(doc)), [doc]);
  const baseUrl = (doc.servers?.[0]?.url ?? siteOrigin()).replace(/\/+$/, '');
  const [kind, slug] = splat.startsWith('webhooks/')
    ? ['webhook', decodeURIComponent(splat.slice('webhooks/'.length))]
    : ['operation', decodeURIComponent(splat)];
  const entry = splat
    ? sections
        .filter((s) => Boolean(s.webhooks) === (kind === 'webhook'))
        .flatMap((s) => s.entries)
        .find((e) => e.slug === slug)
    : undefined;

  return (
    <Layout sections={sections}>
      {!splat ? (
        <>
          <PageMeta {...META} />
          <ReferenceOverview doc={doc} sections={sections} baseUrl={baseUrl} />
        </>
      ) : entry ? (
        <>
          <PageMeta title={`${entry.name} | ${META.title}`} description={entry.operation.summary ?? META.description} />
          <OperationView key={entry.id} doc={doc} entry={entry} baseUrl={baseUrl} webhook={kind === 'webhook'} />
        </>
      ) : (
        <>
          <PageMeta title={`Not in the reference | ${META.title}`} description={META.description} noIndex />
          <Typography variant="h1" sx={{ fontSize: '2rem' }}>
            Not in the reference
          </Typography>
          <Alert severity="warning" sx={{ mt: 2 }}>
            The reference has no {kind === 'webhook' ? 'webhook event' : 'operation'} called “{slug}”.{' '}
            <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
              See every operation
            </Link>
            .
          </Alert>
        </>
      )}
    </Layout>
  );
}

/** The contents beside the page on a wide screen; on a phone, above it behind a Contents button. */
function Layout({ sections, children }: { sections: ReturnType<typeof navSections>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { '*': splat = '' } = useParams();
  const navigation = useNavigationType();
  // A page reached by a link starts at its top (the contents close as their link is followed). Not on
  // a load or a back/forward (POP): the browser places those itself, and scrolling at start forced a
  // layout of the whole page before its first paint (~100 ms on Lighthouse's throttled phone).
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo({ top: 0 });
  }, [splat, navigation]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, gap: { xs: 2, md: 5 } }}>
      <Box>
        <Button
          sx={{ display: { md: 'none' } }}
          variant="outlined"
          startIcon={<MenuBookIcon />}
          aria-expanded={open}
          aria-controls="reference-contents"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide contents' : 'Contents'}
        </Button>
        <Box
          id="reference-contents"
          sx={{
            display: { xs: open ? 'block' : 'none', md: 'block' },
            mt: { xs: 1.5, md: 0 },
            position: { md: 'sticky' },
            top: { md: 88 },
            maxHeight: { md: 'calc(100vh - 104px)' },
            overflowY: { md: 'auto' },
            pr: { md: 1 },
          }}
        >
          <ReferenceNav sections={sections} onNavigate={() => setOpen(false)} />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * The /v1 reference, drawn from the API's own OpenAPI document so it cannot drift from the code:
 * an overview, then one page per operation and per webhook event, each at its own address.
 */
export function ApiReferencePage() {
  const { data: doc, isLoading, error, refetch } = useOpenApiDocument();
  const { '*': splat = '' } = useParams();
  return (
    <Container maxWidth="xl" sx={[{ py: { xs: 3, md: 5 } }, referenceStyles]}>
      {isLoading ? (
        <>
          <PageMeta {...META} />
          <Box sx={{ minHeight: '100vh' }}>
            <PageSpinner label="Loading the API reference" />
          </Box>
        </>
      ) : error || !doc ? (
        <>
          <PageMeta {...META} />
          <Typography variant="h1" sx={{ fontSize: '2rem' }}>
            Sandbox API reference
          </Typography>
          <Alert
            severity="error"
            sx={{ mt: 3 }}
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Could not load the API reference. {serverMessage(error, 'Please try again.')}
          </Alert>
        </>
      ) : (
        <Content doc={doc} splat={splat} />
      )}
    </Container>
  );
}
