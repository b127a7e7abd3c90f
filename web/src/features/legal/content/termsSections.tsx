import { PRODUCT_NAME } from '../../../config/product';
import type { LegalSection } from '../components/LegalDocument';
import { SalesEmail } from '../components/SalesEmail';

export const TERMS_LAST_UPDATED = 'May 7, 2025';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old and able to enter a binding contract to use the website or the API. If you act for a company, you confirm you may bind
        it to these terms.
      </p>
    ),
  },
  {
    id: 'account-registration',
    title: 'Account registration',
    body: (
      <p>
        Keep your account details and API credentials (client-id and client-secret) accurate and confidential. You are responsible for everything done with
        them, and you must tell us promptly if they may have been exposed.
      </p>
    ),
  },
  {
    id: 'api-use',
    title: 'Use of the API',
    body: (
      <>
        <p>We grant you a limited, non-exclusive, non-transferable right to use the API to build and run your own platform for your own users.</p>
        <p>
          You may not resell, sublicense or repackage the API or its data as a competing connectivity service. We may set usage limits and may throttle, suspend
          or restrict access to protect the service, the brokers or other partners.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No access to accounts without the end user&apos;s authorization.</li>
        <li>No attempts to break, probe or overload the service, or to get around its limits.</li>
        <li>No market manipulation, fraud or other unlawful activity.</li>
        <li>No misrepresentation of {PRODUCT_NAME} as a broker, an adviser or a party to a trade.</li>
      </ul>
    ),
  },
  {
    id: 'ownership',
    title: 'Ownership and licence',
    body: (
      <p>
        {PRODUCT_NAME} keeps all rights in the website, the API and its documentation. You keep the rights in your platform and its content, and you give us the
        licence we need to carry your requests to the brokers.
      </p>
    ),
  },
  {
    id: 'compliance',
    title: 'Compliance',
    body: (
      <p>
        You are responsible for the laws, regulations and broker terms that apply to your platform and your users, including licensing, disclosures, record
        keeping and suitability. We are a technology provider: we do not give investment advice, offer securities or execute trades.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the service at any time. We may suspend or end your access if you breach these terms or if the law or a broker requires it. Sections
        that by their nature should survive, such as ownership, disclaimers and liability, survive termination.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The service is provided &quot;as is&quot; and &quot;as available&quot;. Market data and account information come from brokers and third parties and may
        be delayed, incomplete or wrong. We do not promise the service will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential losses, or for trading losses, and our total liability is
        limited to the fees you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You will defend and indemnify {PRODUCT_NAME} against claims arising from your platform, your users&apos; instructions, or your breach of these terms or
        of the law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: <p>We may change these terms. The date at the top shows the latest version; continuing to use the service after a change means you accept it.</p>,
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules, and disputes go to the state and federal
        courts located in Delaware.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms: write to <SalesEmail />.
      </p>
    ),
  },
];
