import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { OPENAPI_URL, paths } from '../../../config/paths';
import { useGetOpenApiDocumentQuery } from '../developersApi';
import { DocText } from '../reference/DocText';
import { ReferenceSections } from '../reference/ReferenceSections';
import { referenceStyles } from '../reference/referenceStyles';

/**
 * The /v1 reference, drawn from the API's own OpenAPI document so it cannot drift from the code.
 * What arrives with the document takes space held for it (the title line, a screen's height
 * while loading), so nothing already on screen moves when it comes.
 */
export function ApiReferencePage() {
  const { data: doc, isLoading, error, refetch } = useGetOpenApiDocumentQuery();

  return (
    <Container maxWidth="lg" sx={[{ py: { xs: 4, md: 6 } }, referenceStyles]}>
      <PageMeta {...PAGE_META[paths.apiDocumentationV1]} />
      <Typography variant="h1">Sandbox API reference</Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 500 }}>
        {doc ? `${doc.info.title}, version ${doc.info.version}` : !error && <Skeleton width="16em" aria-hidden="true" />}
      </Typography>
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
        <Box sx={{ minHeight: '100vh' }}>
          <PageSpinner label="Loading the API reference" />
        </Box>
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
          <ReferenceSections doc={doc} />
        </>
      )}
    </Container>
  );
}
