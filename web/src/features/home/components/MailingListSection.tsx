import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';

const MAILING_LIST_ID = 'mailing-list';

// The form (and MUI's input components) loads when the section nears the screen or the visitor
// asks for it: it keeps everything the home page loads up front under its 200 KB budget.
const SubscribeForm = lazy(() => import('../../../components/subscribe/SubscribeForm').then((m) => ({ default: m.SubscribeForm })));

/** Rendered in the same Suspense boundary as the form, so its effect runs once the input exists. */
function FocusWhenReady({ sectionRef, request }: { sectionRef: RefObject<HTMLElement | null>; request: number }) {
  useEffect(() => {
    if (request > 0) sectionRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  }, [request, sectionRef]);
  return null;
}

/** `focusRequest` goes up each time a "subscribe" button elsewhere on the page sends the visitor here. */
export function MailingListSection({ focusRequest }: { focusRequest: number }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);

  useEffect(() => {
    if (focusRequest === 0) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [focusRequest]);

  return (
    <Box
      ref={ref}
      component="section"
      id={MAILING_LIST_ID}
      aria-labelledby="mailing-list-heading"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'grey.100', scrollMarginTop: 72 }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="mailing-list-heading" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Join our mailing list
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
          Product news, new broker integrations and API updates. No spam; unsubscribe any time.
        </Typography>
        {/* Same height as the form, so nothing shifts when it arrives. */}
        <Box sx={{ minHeight: { xs: 88, sm: 40 } }}>
          {(near || focusRequest > 0) && (
            <Suspense fallback={null}>
              <SubscribeForm buttonLabel="Subscribe" />
              <FocusWhenReady sectionRef={ref} request={focusRequest} />
            </Suspense>
          )}
        </Box>
      </Container>
    </Box>
  );
}
