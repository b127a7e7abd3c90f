import { useCallback, useState } from 'react';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
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
      <PageMeta {...PAGE_META[paths.home]} />
      <TickerStrip />
      <Hero onSubscribeClick={goToMailingList} />
      <MobileSubscribePrompt onSubscribeClick={goToMailingList} />
      <PartnersStrip />
      <AdvantagesSection />
      <MailingListSection focusRequest={focusRequest} />
    </>
  );
}
