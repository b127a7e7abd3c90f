import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { ERROR_CATALOG_URL, paths } from '../../../config/paths';
import { useErrorCatalog, type ErrorCodeEntry } from '../docsApi';
import { DocText } from '../reference/DocText';
import { referenceStyles } from '../reference/referenceStyles';

const SURFACES = { v1: '/v1 (API key)', api: '/api (site and console)' } as const;

/** One code; plain elements styled by referenceStyles (the page lists some sixty of them). */
function ErrorEntry({ entry }: { entry: ErrorCodeEntry }) {
  return (
    <section className="ref-error" id={entry.code} aria-labelledby={`${entry.code}-title`} tabIndex={-1}>
      <div className="ref-error-head">
        <h2 className="ref-error-code" id={`${entry.code}-title`}>
          {entry.code}
        </h2>
        <span className="ref-chip">{entry.status}</span>
        <a className="ref-error-anchor" href={`#${entry.code}`} aria-label={`Link to ${entry.code}`}>
          #
        </a>
      </div>
      <p className="ref-error-text">
        <DocText text={entry.description} />
      </p>
      <p className="ref-error-meta">
        Typical message: “{entry.message}” · answered on {entry.surfaces.map((s) => SURFACES[s]).join(' and ')}
      </p>
    </section>
  );
}

/**
 * Every code the API answers with (GET /v1/errors.json), each at its own anchor: the docUrl
 * of every error body points here (`#AUTH.INVALID_API_KEY`).
 */
export function ErrorsPage() {
  const { data, isLoading, error, refetch } = useErrorCatalog();
  const { hash } = useLocation();
  useEffect(() => {
    // The list arrives after the browser looked for the fragment's target: look again, and move focus there.
    if (!data || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [data, hash]);

  return (
    <Container maxWidth="md" sx={[{ py: { xs: 3, md: 5 } }, referenceStyles]}>
      <PageMeta {...PAGE_META[paths.apiErrors]} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        Error codes
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Every error has the same body: <code className="ref-code">{'{ statusCode, code, message, errors?, details?, correlationId, docUrl }'}</code>. Act on{' '}
        <code className="ref-code">code</code>, which never changes; <code className="ref-code">message</code> is for people and may name figures.{' '}
        <code className="ref-code">docUrl</code> links the code’s entry below, and <code className="ref-code">correlationId</code> is the call’s X-Request-Id
        (quote it when you ask us). The list is also at{' '}
        <Link href={ERROR_CATALOG_URL} underline="always">
          {ERROR_CATALOG_URL}
        </Link>
        ; each call’s own answers are in the{' '}
        <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
          API reference
        </Link>
        .
      </Typography>
      {isLoading ? (
        <Box sx={{ minHeight: '100vh' }}>
          <PageSpinner label="Loading the error codes" />
        </Box>
      ) : error || !data ? (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the error codes. {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
            {data.length} codes
          </Typography>
          {data.map((entry) => (
            <ErrorEntry key={entry.code} entry={entry} />
          ))}
        </Box>
      )}
    </Container>
  );
}
