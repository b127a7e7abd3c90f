import Alert from '@mui/material/Alert';
import { developmentNotice } from '../newsFormat';

interface DevelopmentNoticeProps {
  authStatus: string | null;
  message: string | null;
}

/** Says plainly that the posts on screen are samples, not the company's feed. */
export function DevelopmentNotice({ authStatus, message }: DevelopmentNoticeProps) {
  return (
    <Alert severity="info" data-testid="development-notice" sx={{ mb: 4 }}>
      {developmentNotice(authStatus, message)}
    </Alert>
  );
}
