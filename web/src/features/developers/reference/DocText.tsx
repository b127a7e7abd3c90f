import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * A description from the document. OpenAPI allows Markdown there; ours use only `code`
 * spans, so those become <code> and everything else stays text (line breaks kept), which
 * needs no Markdown parser and no raw HTML.
 */
export function DocText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Box component="code" key={i} sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 }}>
            {part}
          </Box>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
