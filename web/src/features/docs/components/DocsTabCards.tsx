import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

export type DocsTab = 'documentation' | 'reference';

const cards = [
  { tab: 'documentation', title: 'Documentation', text: 'What the API does, how to get access and how connections work.', Icon: ArticleIcon },
  { tab: 'reference', title: 'API Reference', text: 'Every endpoint with request and response examples.', Icon: CodeIcon },
] as const;

export const docsPanelId = (tab: DocsTab) => `docs-panel-${tab}`;
export const docsTabId = (tab: DocsTab) => `docs-tab-${tab}`;

/** Two selectable cards acting as the page's tabs. */
export function DocsTabCards({ tab, onSelect }: { tab: DocsTab; onSelect: (tab: DocsTab) => void }) {
  return (
    <Box role="tablist" aria-label="Documentation sections" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      {cards.map(({ tab: cardTab, title, text, Icon }) => {
        const selected = tab === cardTab;
        return (
          <Card
            key={cardTab}
            role="presentation"
            variant="outlined"
            sx={{ height: '100%', borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider', bgcolor: selected ? 'grey.50' : 'background.paper' }}
          >
            <CardActionArea
              role="tab"
              id={docsTabId(cardTab)}
              aria-selected={selected}
              aria-controls={docsPanelId(cardTab)}
              onClick={() => onSelect(cardTab)}
              // Top-aligned (a button centres its content): both cards' icons and titles line up.
              sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start' }}
            >
              <Icon color="primary" aria-hidden="true" />
              <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.2rem', mt: 1 }}>
                {title}
              </Typography>
              <Typography component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
                {text}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
