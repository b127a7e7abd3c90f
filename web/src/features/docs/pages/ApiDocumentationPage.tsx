import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { DocsTabCards, docsPanelId, docsTabId, type DocsTab } from '../components/DocsTabCards';
import { DocumentationPanel } from '../components/DocumentationPanel';
import { ReferencePanel } from '../components/ReferencePanel';
import { SandboxCallout } from '../components/SandboxCallout';

export function ApiDocumentationPage() {
  const [params, setParams] = useSearchParams();
  const tab: DocsTab = params.get('tab') === 'reference' ? 'reference' : 'documentation';
  // The selected tab lives in the URL (?tab=reference) so it can be linked to.
  const select = useCallback(
    (next: DocsTab) => {
      setParams(next === 'reference' ? { tab: 'reference' } : {});
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta {...PAGE_META[paths.apiDocumentation]} />
      <Typography variant="h1">Developer Documentation</Typography>
      <Typography sx={{ mt: 1, mb: 4, fontSize: '1.1rem', color: 'text.secondary' }}>
        Everything you need to connect your app to your users&apos; broker accounts.
      </Typography>
      <SandboxCallout />
      <DocsTabCards tab={tab} onSelect={select} />
      <Box role="tabpanel" id={docsPanelId(tab)} aria-labelledby={docsTabId(tab)} sx={{ mt: 5 }}>
        {tab === 'documentation' ? <DocumentationPanel onViewReference={() => select('reference')} /> : <ReferencePanel />}
      </Box>
    </Container>
  );
}
