import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { groupOperations, type OperationEntry } from './openApiModel';
import type { OpenApiDocument } from './openApiTypes';
import { OperationCard } from './OperationCard';
import { useProgressiveCount } from './useProgressiveCount';

/** Cards drawn with the first screen, then per task after it (see useProgressiveCount). */
const FIRST_CARDS = 0;
const CARDS_PER_STEP = 1;

interface SectionModel {
  title: string;
  description?: string;
  entries: OperationEntry[];
  /** Index of its first card among all the page's cards. */
  start: number;
}

function sectionsOf(doc: OpenApiDocument): SectionModel[] {
  const groups = [
    ...groupOperations(doc),
    ...(doc.webhooks
      ? groupOperations(doc, doc.webhooks).map((g) => ({ ...g, tag: `Webhook: ${g.tag}`, description: 'Sent to your endpoint as a POST.' }))
      : []),
  ];
  let start = 0;
  return groups.map((g) => {
    const section = { title: g.tag, description: g.description, entries: g.operations, start };
    start += g.operations.length;
    return section;
  });
}

const sectionId = (tag: string) => `section-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The table of contents and every operation, section by section. The cards after the first
 * few are drawn a couple per task; a jump to an anchor (a contents link, or an address with
 * a #fragment) draws them all first, so every anchor lands where it should.
 */
export function ReferenceSections({ doc }: { doc: OpenApiDocument }) {
  const sections = useMemo(() => sectionsOf(doc), [doc]);
  const total = sections.reduce((n, s) => n + s.entries.length, 0);
  const { hash } = useLocation();
  const { count, showAll } = useProgressiveCount(total, hash ? total : FIRST_CARDS, CARDS_PER_STEP);

  useEffect(() => {
    // The document arrived after the browser looked for the fragment's target: look again.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  if (total === 0) {
    return (
      <Alert severity="info" sx={{ mt: 3 }}>
        The document lists no calls yet.
      </Alert>
    );
  }
  return (
    <>
      <Box component="nav" aria-label="Reference sections" sx={{ mt: 3 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {sections.map((s) => (
            <Button key={s.title} size="small" variant="outlined" href={`#${sectionId(s.title)}`} onClick={showAll}>
              {s.title}
            </Button>
          ))}
        </Stack>
      </Box>
      {/* Until every card is drawn, hold a screen's height so the footer stays out of view (no layout shift). */}
      <Box sx={{ minHeight: count < total ? '100vh' : undefined }}>
        {sections
          .filter((s) => s.start < count)
          .map((s) => (
            <Section key={s.title} title={s.title} description={s.description}>
              {s.entries.slice(0, count - s.start).map((entry) => (
                <OperationCard key={entry.id} doc={doc} entry={entry} />
              ))}
            </Section>
          ))}
      </Box>
    </>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${sectionId(title)}-title`} id={sectionId(title)} sx={{ mt: 5, scrollMarginTop: 80 }}>
      <Typography variant="h2" id={`${sectionId(title)}-title`} sx={{ fontSize: '1.6rem', textTransform: 'capitalize' }}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{description}</Typography>}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Box>
  );
}
