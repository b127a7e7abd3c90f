import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useToast } from '../../../components/feedback/useToast';

/** Copies `text` to the clipboard and says so; says so too when the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${label} is on your clipboard.`, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'error' });
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} aria-label={`Copy ${label}`}>
      Copy
    </Button>
  );
}
