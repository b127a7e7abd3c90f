import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { CreatedApiKey } from '../developerTypes';
import { curlLine, sdkSnippet } from '../quickstart';
import { CodeBlock } from './CodeBlock';
import { Panel } from './Panel';

/** The first call, filled in with the key created on this page (the only time the page has it). */
export function QuickstartPanel({ apiKey }: { apiKey: CreatedApiKey | null }) {
  const origin = window.location.origin;
  const key = apiKey?.key ?? null;
  return (
    <Panel title="Quickstart" intro="Create a sandbox account from your terminal, then trade in it.">
      <Stack spacing={2}>
        {key ? (
          <Alert severity="success">These snippets use your new key “{apiKey?.name}”.</Alert>
        ) : (
          <Alert severity="info">Create a key above and it appears here, ready to paste. It needs the accounts:write scope.</Alert>
        )}
        <CodeBlock label="curl" code={curlLine(origin, key)} testId="quickstart-curl" />
        <CodeBlock label="TypeScript SDK" code={sdkSnippet(origin, key)} />
        <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
          Every call, field and error in the API reference
        </Link>
      </Stack>
    </Panel>
  );
}
