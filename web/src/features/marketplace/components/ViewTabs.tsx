import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useRef, type KeyboardEvent } from 'react';
import type { MarketplaceView } from '../hooks/useMarketplaceParams';

const tabs: readonly { view: MarketplaceView; label: string }[] = [
  { view: 'tools', label: 'Tools' },
  { view: 'newsletters', label: 'Newsletters' },
];

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % tabs.length,
  ArrowLeft: (i) => (i - 1 + tabs.length) % tabs.length,
  Home: () => 0,
  End: () => tabs.length - 1,
};

interface ViewTabsProps {
  view: MarketplaceView;
  onSelect: (view: MarketplaceView) => void;
  /** id of the panel the tabs control. */
  panelId: string;
}

/**
 * The Tools / Newsletters tabs, with the keyboard behaviour of MUI's Tabs (arrows and Home/End
 * move focus, Enter or Space selects). MUI's Tabs measured the tabs after the first render
 * to place its sliding indicator: a forced layout of the whole page (~90 ms on a throttled
 * phone) for two fixed tabs whose underline a border draws just as well.
 */
export function ViewTabs({ view, onSelect, panelId }: ViewTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    refs.current[step(index)]?.focus();
  };
  return (
    <Stack role="tablist" aria-label="Marketplace view" direction="row">
      {tabs.map(({ view: tabView, label }, index) => {
        const selected = view === tabView;
        return (
          <ButtonBase
            key={tabView}
            ref={(node) => {
              refs.current[index] = node;
            }}
            role="tab"
            id={`tab-${tabView}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tabView)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              minHeight: 48,
              minWidth: 90,
              px: 2,
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {label}
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
