import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/feedback/useToast';

/**
 * A snippet with a copy button. Long lines wrap rather than widen the page on a phone; what is
 * copied is the text itself, line breaks as written.
 */
export function CodeSample({ label, code, headingLevel = 3 }: { label: string; code: string; headingLevel?: 3 | 4 }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Copied', description: `${label} is on your clipboard.`, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5, gap: 1 }}>
        <Typography component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {label}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} aria-label={`Copy ${label}`}>
          Copy
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: 'grey.900', color: 'grey.50', fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
