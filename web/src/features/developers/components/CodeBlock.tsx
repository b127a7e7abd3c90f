import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from './CopyButton';

/** A labelled snippet that wraps instead of scrolling sideways, with a copy button. */
export function CodeBlock({ label, code, testId }: { label: string; code: string; testId?: string }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <CopyButton text={code} label={label} />
      </Stack>
      <Box
        component="pre"
        data-testid={testId}
        sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: 'grey.900', color: 'grey.50', fontSize: '0.85rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
