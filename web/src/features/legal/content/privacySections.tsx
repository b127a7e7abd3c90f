import { PRODUCT_NAME } from '../../../config/product';
import type { LegalSection } from '../components/LegalDocument';
import { SalesEmail } from '../components/SalesEmail';

export const PRIVACY_LAST_UPDATED = 'May 7, 2025';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-this-applies-to',
    title: 'Who this policy applies to',
    body: (
      <p>
        This policy covers three groups: visitors to our website; platform partners, meaning the companies and developers who integrate the {PRODUCT_NAME} API;
        and end users, the people who authorize trading and account access through a partner&apos;s app.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>What you give us: your email address when you join the mailing list, and your name, email, company and message when you contact us.</p>
        <p>
          What partners and end users give us through the API: account identifiers, balances, positions, orders and transaction history that a broker returns
          once the end user has authorized a connection. We never receive or store an end user&apos;s broker password.
        </p>
        <p>What we collect automatically: technical data such as IP address, browser type, pages visited and request logs.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <ul>
        <li>To provide, secure and improve the API and the website.</li>
        <li>To carry out the instructions that end users give through a partner, such as placing an order.</li>
        <li>To answer messages and send the product updates you asked for.</li>
        <li>To meet legal, regulatory and audit obligations, and to detect abuse.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We do not sell personal data.</strong> We share it only with the broker an end user connected, with the partner the end user chose, with
          service providers who process it for us under contract, and with authorities when the law requires it.
        </p>
        <p>If our business is merged or acquired, information may pass to the successor under this same policy.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: (
      <p>
        We use a session cookie to keep you signed in and to protect forms. Analytics runs only where it has been configured, and you can block cookies in your
        browser settings; parts of the site that need a session will then not work.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may ask to access, correct, delete or export your personal data, or object to how we use it. Send requests to{' '}
        <SalesEmail />. We answer within 30 days and may need to confirm your identity first. End users can also revoke a connection at any time through the
        partner or the broker.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels over encrypted connections, access is limited to staff who need it, and broker access relies on OAuth tokens rather than passwords. No
        system is perfectly secure; we will tell affected people and authorities about a breach as the law requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <p>
        We keep personal data only as long as we need it for the purposes above or as the law requires. Mailing-list addresses are kept until you unsubscribe;
        account and trading records are kept for the periods financial regulations set.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        We are based in the United States and may process data there or wherever our service providers operate. Where the law requires it, we protect transfers
        with standard contractual clauses or equivalent safeguards.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Our services are not intended for anyone under 18, and we do not knowingly collect personal data from them. If you believe a minor has given us data,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>We may update this policy. The date at the top shows the latest version; for significant changes we will give notice on the website or by email.</p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data: write to <SalesEmail />.
      </p>
    ),
  },
];
