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

/** The reference's contents (plain elements styled by referenceStyles: dozens of links on every page): search, then the overview, every operation by tag, and the webhook events. */
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
          <ul className="ref-nav-list">
            <li>
              <NavLink className="ref-nav-link" to={paths.apiDocumentationV1} end onClick={onNavigate}>
                Overview
              </NavLink>
            </li>
            <li>
              <NavLink className="ref-nav-link" to={paths.apiErrors} onClick={onNavigate}>
                Errors
              </NavLink>
            </li>
          </ul>
        )}
        {shown.length === 0 && (
          <Typography role="status" sx={{ p: 1, color: 'text.secondary' }}>
            No operation matches “{query.trim()}”.
          </Typography>
        )}
        {shown.map((section) => (
          <div key={section.title}>
            <h2 className="ref-nav-heading">{section.title}</h2>
            <ul className="ref-nav-list">
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  <NavLink
                    className="ref-nav-link"
                    to={section.webhooks ? referenceWebhookPath(entry.slug) : referenceOperationPath(entry.slug)}
                    onClick={onNavigate}
                  >
                    {!section.webhooks && <span className="ref-nav-method">{entry.method === 'delete' ? 'DEL' : entry.method.toUpperCase()}</span>}
                    <span>{entry.name}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Box>
    </Box>
  );
}
