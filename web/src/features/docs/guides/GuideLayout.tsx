import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';

export const GUIDES = [
  { path: paths.guideQuickstart, title: 'Quickstart' },
  { path: paths.guideTesting, title: 'Testing' },
  { path: paths.guideGoingLive, title: 'Going live' },
] as const;

const linkSx = {
  display: 'block',
  py: 0.5,
  px: 1,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'grey.100' },
  '&[aria-current="page"]': { bgcolor: 'grey.200', fontWeight: 700 },
};

/** A guide's page: the list of guides and the reference beside it (above it on a phone), the guide's text. */
export function GuideLayout({ path, children }: { path: (typeof GUIDES)[number]['path']; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta {...PAGE_META[path]} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }, gap: { xs: 2, md: 5 } }}>
        <Box component="nav" aria-label="Guides">
          <Typography
            component="h2"
            sx={{ px: 1, fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
          >
            Guides
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: { xs: 'flex', md: 'block' }, flexWrap: 'wrap', gap: 0.5 }}>
            {GUIDES.map((g) => (
              <li key={g.path}>
                <Box component={NavLink} to={g.path} sx={linkSx}>
                  {g.title}
                </Box>
              </li>
            ))}
            <li>
              <Box component={NavLink} to={paths.apiDocumentationV1} sx={linkSx}>
                API reference
              </Box>
            </li>
            <li>
              <Box component={NavLink} to={paths.apiErrors} sx={linkSx}>
                Error codes
              </Box>
            </li>
          </Box>
        </Box>
        <Box component="article" sx={{ minWidth: 0, maxWidth: 820, '& h2': { mt: 5, fontSize: '1.5rem' }, '& p': { mt: 1.5 } }}>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
