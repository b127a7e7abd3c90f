import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { OPENAPI_URL, useGetOpenApiDocumentQuery } from '../developersApi';
import { DocText } from '../reference/DocText';
import { groupOperations } from '../reference/openApiModel';
import { OperationCard } from '../reference/OperationCard';

/** The /v1 reference, drawn from the API's own OpenAPI document so it cannot drift from the code. */
export function ApiReferencePage() {
  const { data: doc, isLoading, error, refetch } = useGetOpenApiDocumentQuery();
  const groups = doc ? groupOperations(doc) : [];
  const webhooks = doc?.webhooks ? groupOperations(doc, doc.webhooks) : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta {...PAGE_META[paths.apiDocumentationV1]} />
      <Typography variant="h1">{doc?.info.title ?? 'Sandbox API reference'}</Typography>
      {doc && <Typography sx={{ mt: 0.5, fontWeight: 500 }}>Version {doc.info.version}</Typography>}
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Call it with a key from the{' '}
        <Link component={RouterLink} to={paths.developers} underline="always">
          developer console
        </Link>{' '}
        in an <code>Authorization: Bearer</code> header. The machine-readable document is at{' '}
        <Link href={OPENAPI_URL} target="_blank" rel="noopener" underline="always">
          {OPENAPI_URL}
        </Link>
        .
      </Typography>
      {isLoading ? (
        <PageSpinner label="Loading the API reference" />
      ) : error || !doc ? (
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
      ) : (
        <>
          {doc.info.description && (
            <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              <DocText text={doc.info.description} />
            </Typography>
          )}
          {groups.length === 0 && webhooks.length === 0 && (
            <Alert severity="info" sx={{ mt: 3 }}>
              The document lists no calls yet.
            </Alert>
          )}
          <Box component="nav" aria-label="Reference sections" sx={{ mt: 3 }}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {[...groups, ...webhooks.map((g) => ({ ...g, tag: `Webhook: ${g.tag}` }))].map((g) => (
                <Button key={g.tag} size="small" variant="outlined" href={`#${sectionId(g.tag)}`}>
                  {g.tag}
                </Button>
              ))}
            </Stack>
          </Box>
          {groups.map((g) => (
            <Section key={g.tag} title={g.tag} description={g.description}>
              {g.operations.map((entry) => (
                <OperationCard key={entry.id} doc={doc} entry={entry} />
              ))}
            </Section>
          ))}
          {webhooks.map((g) => (
            <Section key={g.tag} title={`Webhook: ${g.tag}`} description="Sent to your endpoint as a POST.">
              {g.operations.map((entry) => (
                <OperationCard key={entry.id} doc={doc} entry={entry} />
              ))}
            </Section>
          ))}
        </>
      )}
    </Container>
  );
}

const sectionId = (tag: string) => `section-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${sectionId(title)}-title`} id={sectionId(title)} sx={{ mt: 5, scrollMarginTop: 80 }}>
      <Typography variant="h2" id={`${sectionId(title)}-title`} sx={{ fontSize: '1.6rem', textTransform: 'capitalize' }}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{description}</Typography>}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Box>
  );
}
