import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/seo/PageMeta';
import { paths } from '../../../config/paths';

export interface LegalSection {
  /** Anchor of the section, e.g. `cookies` for /privacy-policy#cookies. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  /** Already formatted, e.g. "May 7, 2025". */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A legal page: title, date, a table of contents with anchors, numbered sections, Back to Home. */
export function LegalDocument({ title, description, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={title} description={description} />
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>Last updated {lastUpdated}</Typography>
      <Box sx={{ mt: 3 }}>{intro}</Box>
      <Paper component="nav" aria-labelledby="toc-heading" variant="outlined" sx={{ mt: 4, p: 3, bgcolor: 'grey.50' }}>
        <Typography id="toc-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, columns: { sm: 2 } }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.title}</Link>
            </li>
          ))}
        </Box>
      </Paper>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={{ mt: 5, scrollMarginTop: 80, '& p': { mt: 1.5, mb: 0 }, '& ul': { mt: 1 } }}
        >
          <Typography id={`${section.id}-heading`} variant="h2" sx={{ fontSize: '1.35rem' }}>
            {index + 1}. {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowBackIcon />} variant="outlined" sx={{ mt: 6 }}>
        Back to Home
      </Button>
    </Container>
  );
}
