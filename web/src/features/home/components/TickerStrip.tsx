import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { TICKER_SCRIPT_URL, tickerSymbols } from '../data/tickerSymbols';

const STRIP_HEIGHT = 46;

const widgetConfig = {
  symbols: tickerSymbols.map(({ proName, title }) => ({ proName, title })),
  showSymbolLogo: true,
  isTransparent: false,
  displayMode: 'adaptive',
  colorTheme: 'light',
  locale: 'en',
};

/** Runs `task` once the page has painted and the browser is idle, so the hero never waits for it. */
function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => !cancelled && task());
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * The charting provider's ticker tape. Until (and unless) its script renders, the strip shows
 * the five titles, so a blocked or offline provider leaves a readable strip, never an empty box.
 */
export function TickerStrip({ scriptUrl = TICKER_SCRIPT_URL }: { scriptUrl?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let observer: MutationObserver | undefined;
    let script: HTMLScriptElement | undefined;
    const cancel = afterFirstPaint(() => {
      try {
        // The provider swaps an iframe into the container once it has quotes to show.
        observer = new MutationObserver(() => {
          if (container.querySelector('iframe')) {
            setRendered(true);
            observer?.disconnect();
          }
        });
        observer.observe(container, { childList: true, subtree: true });
        script = document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        script.textContent = JSON.stringify(widgetConfig);
        script.onerror = () => observer?.disconnect();
        container.appendChild(script);
      } catch {
        // A widget is decoration: whatever goes wrong, the fallback titles stay.
      }
    });
    return () => {
      cancel();
      observer?.disconnect();
      script?.remove();
    };
  }, [scriptUrl]);

  return (
    <Box
      component="section"
      aria-label="Market ticker"
      sx={{ minHeight: STRIP_HEIGHT, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <div className="tradingview-widget-container" ref={containerRef} data-testid="ticker-widget">
        <div className="tradingview-widget-container__widget" />
      </div>
      {!rendered && (
        <Box
          component="ul"
          data-testid="ticker-fallback"
          // In the flow (not over the widget) so it may wrap onto two lines on a phone instead of scrolling.
          sx={{
            m: 0,
            px: 2,
            py: 1.25,
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 2, md: 5 },
            rowGap: 0.5,
            fontSize: { xs: 13, md: 14 },
            fontWeight: 600,
            color: 'text.secondary',
          }}
        >
          {tickerSymbols.map((symbol) => (
            <li key={symbol.proName}>{symbol.title}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
