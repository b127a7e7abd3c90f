import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SubscribeForm } from '../../../components/subscribe/SubscribeForm';

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

interface ContactSideCardsProps {
  schedulingUrl?: string;
  salesEmail?: string;
  /** True while the public configuration (links, mailbox) is still on its way. */
  loading?: boolean;
}

/** Other ways to reach us: a call, an email, or the mailing list (the same form as the home page). */
export function ContactSideCards({ schedulingUrl, salesEmail, loading = false }: ContactSideCardsProps) {
  return (
    <Stack spacing={3}>
      <SideCard icon={<CalendarMonthOutlined color="primary" aria-hidden />} title="Prefer to schedule a call?">
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>Pick a time that suits you for a short introduction call.</Typography>
        {schedulingUrl ? (
          <Button variant="outlined" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
            Book a Time
          </Button>
        ) : (
          <Button variant="outlined" disabled>
            Book a Time
          </Button>
        )}
      </SideCard>
      <SideCard icon={<MailOutline color="primary" aria-hidden />} title="Prefer Email?">
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>Write to our sales team directly:</Typography>
        {salesEmail ? (
          <Link href={`mailto:${salesEmail}`}>{salesEmail}</Link>
        ) : (
          <Typography>{loading ? 'Loading...' : 'Please use the form on this page for now.'}</Typography>
        )}
      </SideCard>
      <SideCard icon={<NotificationsActiveOutlined color="primary" aria-hidden />} title="Subscribe to Updates">
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>Product news and new broker integrations, now and then.</Typography>
        <SubscribeForm buttonLabel="Stay in Touch" direction="column" />
      </SideCard>
    </Stack>
  );
}
