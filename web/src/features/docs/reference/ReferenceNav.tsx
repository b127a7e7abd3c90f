import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths, referenceOperationPath, referenceWebhookPath } from '../../../config/paths';
import type { OperationEntry, OperationGroup } from './openApiModel';

export interface NavSection {
  title: string;
  entries: OperationEntry[];
  webhooks?: boolean;
}

const matches = (entry: OperationEntry, words: string[]) => {
  const haystack = [entry.name, entry.method, entry.path, entry.slug, entry.operation.summary ?? '', ...(entry.operation.tags ?? [])].join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
};

export function navSections(groups: OperationGroup[], webhooks: OperationEntry[]): NavSection[] {
  return [
    ...groups.map((g) => ({ title: g.tag, entries: g.operations })),
    ...(webhooks.length ? [{ title: 'Webhook events', entries: webhooks, webhooks: true }] : []),
  ];
}

const linkSx = {
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
};

/** The reference's contents: search, then the overview, every operation by tag, and the webhook events. */
export function ReferenceNav({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  // A few dozen entries: filtered on every keystroke, no memo needed.
  const shown = sections.map((s) => ({ ...s, entries: s.entries.filter((e) => matches(e, words)) })).filter((s) => s.entries.length);
  return (
    <Box component="nav" aria-label="API reference">
      <TextField
        type="search"
        size="small"
        fullWidth
        label="Search operations"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ htmlInput: { 'aria-controls': 'reference-nav-list' } }}
      />
      <Box id="reference-nav-list" sx={{ mt: 1.5 }}>
        {!words.length && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <li>
              <Box component={NavLink} to={paths.apiDocumentationV1} end onClick={onNavigate} sx={linkSx}>
                Overview
              </Box>
            </li>
            <li>
              <Box component={NavLink} to={paths.apiErrors} onClick={onNavigate} sx={linkSx}>
                Errors
              </Box>
            </li>
          </Box>
        )}
        {shown.length === 0 && (
          <Typography role="status" sx={{ p: 1, color: 'text.secondary' }}>
            No operation matches “{query.trim()}”.
          </Typography>
        )}
        {shown.map((section) => (
          <Box key={section.title} sx={{ mt: 1.5 }}>
            <Typography
              component="h2"
              sx={{ px: 1, fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
            >
              {section.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  <Box
                    component={NavLink}
                    to={section.webhooks ? referenceWebhookPath(entry.slug) : referenceOperationPath(entry.slug)}
                    onClick={onNavigate}
                    sx={linkSx}
                  >
                    {!section.webhooks && (
                      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.7rem', fontWeight: 700, minWidth: '3.2em', color: 'text.secondary' }}>
                        {entry.method === 'delete' ? 'DEL' : entry.method.toUpperCase()}
                      </Box>
                    )}
                    <span>{entry.name}</span>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
