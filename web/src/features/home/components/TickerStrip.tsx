import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { TICKER_SCRIPT_URL, tickerSymbols } from '../data/tickerSymbols';

const STRIP_HEIGHT = 46;
/** A provider that has not drawn its quotes by then is not going to: the strip stops waiting. */
const WIDGET_TIMEOUT_MS = 10_000;

type WidgetState = 'loading' | 'ready' | 'failed';

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
 * The charting provider's ticker tape. While it loads, the strip shows the five symbols with
 * room for their quotes; if it cannot load (blocked, offline, or nothing drawn within 10 s), a
 * line that does not pretend to be live takes their place: names without prices look broken.
 * The strip keeps its height throughout, so nothing below it moves.
 */
export function TickerStrip({ scriptUrl = TICKER_SCRIPT_URL }: { scriptUrl?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let observer: MutationObserver | undefined;
    let script: HTMLScriptElement | undefined;
    let timeout: number | undefined;
    const settle = (next: WidgetState) => {
      observer?.disconnect();
      window.clearTimeout(timeout);
      setState((current) => (current === 'loading' ? next : current));
    };
    const cancel = afterFirstPaint(() => {
      try {
        // The provider swaps an iframe into the container once it has quotes to show.
        observer = new MutationObserver(() => {
          if (container.querySelector('iframe')) settle('ready');
        });
        observer.observe(container, { childList: true, subtree: true });
        script = document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        script.textContent = JSON.stringify(widgetConfig);
        script.onerror = () => settle('failed');
        timeout = window.setTimeout(() => settle('failed'), WIDGET_TIMEOUT_MS);
        container.appendChild(script);
      } catch {
        settle('failed'); // a widget is decoration: whatever goes wrong, the strip stays clean
      }
    });
    return () => {
      cancel();
      observer?.disconnect();
      window.clearTimeout(timeout);
      script?.remove();
    };
  }, [scriptUrl]);

  return (
    <Box
      component="section"
      aria-label="Market ticker"
      data-state={state}
      sx={{ position: 'relative', minHeight: STRIP_HEIGHT, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <div className="tradingview-widget-container" ref={containerRef} data-testid="ticker-widget">
        <div className="tradingview-widget-container__widget" />
      </div>
      {state === 'loading' && (
        <Box component="ul" data-testid="ticker-loading" aria-busy="true" sx={{ ...OVERLAY, columnGap: { xs: 2.5, md: 5 }, fontSize: { xs: 13, md: 14 } }}>
          {tickerSymbols.map((symbol, i) => (
            // A phone shows as many as fit; the rest would only be cut.
            <Box
              component="li"
              key={symbol.proName}
              sx={{ display: { xs: i < 2 ? 'flex' : 'none', sm: i < 3 ? 'flex' : 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
            >
              <span>{symbol.title}</span>
              <Box component="span" aria-hidden="true" sx={{ width: 48, height: 10, borderRadius: 5, bgcolor: 'grey.200' }} />
            </Box>
          ))}
        </Box>
      )}
      {state === 'failed' && (
        <Box data-testid="ticker-fallback" sx={{ ...OVERLAY, justifyContent: 'center', fontSize: { xs: 13, md: 14 } }}>
          <span>
            Quotes unavailable.{' '}
            <Box component={RouterLink} to={paths.tradingPlatform} sx={{ color: 'primary.main', fontWeight: 700 }}>
              Try the trading demo
            </Box>
          </span>
        </Box>
      )}
    </Box>
  );
}

/** Over the (empty) widget container, one line, vertically centred in the strip. */
const OVERLAY = {
  position: 'absolute',
  inset: 0,
  m: 0,
  px: 2,
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  fontWeight: 600,
  color: 'text.secondary',
} as const;
