import { useCallback, useState } from 'react';
import { PageMeta } from '../../../components/seo/PageMeta';
import { AdvantagesSection } from '../components/AdvantagesSection';
import { Hero } from '../components/Hero';
import { MailingListSection } from '../components/MailingListSection';
import { MobileSubscribePrompt } from '../components/MobileSubscribePrompt';
import { PartnersStrip } from '../components/PartnersStrip';
import { TickerStrip } from '../components/TickerStrip';

export function HomePage() {
  // Each request scrolls to the mailing list and puts the cursor in its email field.
  const [focusRequest, setFocusRequest] = useState(0);
  const goToMailingList = useCallback(() => setFocusRequest((n) => n + 1), []);

  return (
    <>
      <PageMeta description="Connect once, trade everywhere: one API for real-time broker data and trading in stocks, options and futures, with OAuth onboarding for your users." />
      <TickerStrip />
      <Hero onSubscribeClick={goToMailingList} />
      <MobileSubscribePrompt onSubscribeClick={goToMailingList} />
      <PartnersStrip />
      <AdvantagesSection />
      <MailingListSection focusRequest={focusRequest} />
    </>
  );
}
