import { Fragment } from 'react';

/**
 * A description from the document. OpenAPI allows Markdown there; ours use only `code`
 * spans, so those become <code> and everything else stays text (line breaks kept), which
 * needs no Markdown parser and no raw HTML. Styled by the page (referenceStyles).
 */
export function DocText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="ref-code">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
