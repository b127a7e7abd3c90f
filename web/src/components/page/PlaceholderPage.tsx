import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageMeta } from '../seo/PageMeta';

interface PlaceholderPageProps {
  heading: string;
  title?: string;
  description: string;
  children?: ReactNode;
}

/** A page whose feature has not landed yet: its heading and meta, nothing pretending to work. */
export function PlaceholderPage({ heading, title, description, children }: PlaceholderPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 8 }}>
      <PageMeta title={title} description={description} />
      <Typography variant="h1">{heading}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{description}</Typography>
      {children}
    </Container>
  );
}
