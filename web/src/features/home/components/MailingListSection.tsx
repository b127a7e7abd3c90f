import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { SubscribeForm } from '../../../components/subscribe/SubscribeForm';

export const MAILING_LIST_ID = 'mailing-list';

export const MailingListSection = forwardRef<HTMLElement>(function MailingListSection(_props, ref) {
  return (
    <Box ref={ref} component="section" id={MAILING_LIST_ID} aria-labelledby="mailing-list-heading" tabIndex={-1} sx={{ py: { xs: 6, md: 8 }, bgcolor: 'grey.100', outline: 'none', scrollMarginTop: 72 }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="mailing-list-heading" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Join our mailing list
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>Product news, new broker integrations and API updates. No spam; unsubscribe any time.</Typography>
        <SubscribeForm buttonLabel="Subscribe" />
      </Container>
    </Box>
  );
});
