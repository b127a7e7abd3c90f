import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The reference's look, once for the whole page: its cards are plain elements with these
 * class names. Two dozen cards of MUI Typography, Chip and `sx` Boxes were ~2,000 styled
 * components, each resolving its styles on every render (most of the page's main-thread time).
 */
export const referenceStyles = {
  '& .ref-code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
  '& .ref-card': { border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, scrollMarginTop: 80 },
  '& .ref-card-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .ref-path': { m: 0, fontFamily: 'monospace', fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .ref-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    mr: 0.5,
    border: 1,
    borderColor: 'grey.400',
    borderRadius: 3,
    typography: 'body2',
    fontSize: '0.8125rem',
    lineHeight: 1,
  },
  '& .ref-method': { fontFamily: 'monospace', fontWeight: 700, mr: 0 },
  '& .ref-summary': { mt: 1, mb: 0, fontWeight: 500 },
  '& .ref-description': { mt: 0.5, mb: 0, color: 'text.secondary', whiteSpace: 'pre-line' },
  '& .ref-scopes': { mt: 1, typography: 'body2' },
  '& .ref-heading': { mt: 2, mb: 0.5, fontSize: '1rem', fontWeight: 700 },
  '& .ref-fields': { listStyle: 'none', m: 0, p: 0, '& > li': { py: 0.75 } },
  '& .ref-fields-nested': { pl: 2, borderLeft: 1, borderColor: 'divider' },
  '& .ref-name': { fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .ref-type': { typography: 'body2', color: 'text.secondary' },
  '& .ref-note': { typography: 'body2', m: 0 },
  // Examples can be long unbroken JSON or URLs: they wrap anywhere rather than widen the page.
  '& .ref-limits': { typography: 'body2', color: 'text.secondary', m: 0, overflowWrap: 'anywhere' },
  '& .ref-status-ok': { fontFamily: 'monospace', fontWeight: 700, color: 'success.dark' },
  '& .ref-status-error': { fontFamily: 'monospace', fontWeight: 700, color: 'error.dark' },
  '& .ref-response-schema': { mt: 0.5 },
  // The contents (ReferenceNav) and the overview's index: plain links, dozens of them.
  '& .ref-nav-heading': {
    px: 1,
    mt: 1.5,
    mb: 0,
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: 0.5,
    color: 'text.secondary',
  },
  '& .ref-nav-list': { listStyle: 'none', m: 0, p: 0 },
  '& .ref-nav-link': {
    display: 'flex',
    gap: 1,
    alignItems: 'baseline',
    py: 0.5,
    px: 1,
    borderRadius: 1,
    color: 'text.primary',
    textDecoration: 'none',
    fontSize: '0.9rem',
    '&:hover': { bgcolor: 'grey.100' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '&[aria-current="page"]': { bgcolor: 'grey.200', fontWeight: 700 },
  },
  '& .ref-nav-method': { fontFamily: 'monospace', fontSize: '0.7rem', fontWeight: 700, minWidth: '3.2em', color: 'text.secondary' },
  '& .ref-index-path': { typography: 'body2', color: 'text.secondary', fontFamily: 'monospace', overflowWrap: 'anywhere' },
  '& .ref-link': { color: 'primary.main' },
  // The errors page's entries.
  '& .ref-error': { py: 2, borderTop: 1, borderColor: 'divider', scrollMarginTop: 88, '&:target': { bgcolor: 'grey.100', outline: 'none' } },
  '& .ref-error-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .ref-error-code': { m: 0, fontFamily: 'monospace', fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' },
  '& .ref-error-anchor': { typography: 'body2', color: 'primary.main' },
  '& .ref-error-text': { mt: 0.5, mb: 0 },
  '& .ref-error-meta': { mt: 0.5, mb: 0, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
} satisfies SxProps<Theme>;
