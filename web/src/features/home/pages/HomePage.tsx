import { useCallback, useRef } from 'react';
import { PageMeta } from '../../../components/seo/PageMeta';
import { AdvantagesSection } from '../components/AdvantagesSection';
import { Hero } from '../components/Hero';
import { MailingListSection } from '../components/MailingListSection';
import { MobileSubscribePrompt } from '../components/MobileSubscribePrompt';
import { PartnersStrip } from '../components/PartnersStrip';
import { TickerStrip } from '../components/TickerStrip';

export function HomePage() {
  const mailingList = useRef<HTMLElement>(null);

  // Scroll to the form and put the cursor in the email field, so keyboard users land there too.
  const goToMailingList = useCallback(() => {
    const section = mailingList.current;
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <PageMeta description="Connect once, trade everywhere: one API for real-time broker data and trading in stocks, options and futures, with OAuth onboarding for your users." />
      <TickerStrip />
      <Hero onSubscribeClick={goToMailingList} />
      <MobileSubscribePrompt onSubscribeClick={goToMailingList} />
      <PartnersStrip />
      <AdvantagesSection />
      <MailingListSection ref={mailingList} />
    </>
  );
}
