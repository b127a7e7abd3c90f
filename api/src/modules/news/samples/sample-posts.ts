/** What a sample post says; the service adds the author and the company page link. */
export interface SamplePost {
  id: string;
  created: string;
  content: string;
  contentImage: string | null;
}

/**
 * Invented posts, dated, shown only while LinkedIn is not configured and always flagged
 * `isMock: true`, so nobody mistakes them for the company's real feed.
 */
export const SAMPLE_POSTS: SamplePost[] = [
  {
    id: 'sample-post:api-launch',
    created: '2026-11-18T15:00:00.000Z',
    content:
      'One API, every broker. Our unified brokerage API now connects investor apps to twelve more brokers.\n' +
      'Read-only and trade-enabled connections work the same way everywhere.\n' +
      'See the developer documentation to connect your first user in minutes.\n' +
      '#API #Brokerage #Fintech',
    contentImage: 'sample-image:api-launch',
  },
  {
    id: 'sample-post:growth',
    created: '2026-11-10T14:30:00.000Z',
    content:
      'Thank you to every developer building on our platform: connected accounts grew fourfold this year.\n' +
      'We are investing in reliability first, with new status pages and faster order routing.',
    contentImage: 'sample-image:growth-chart',
  },
  {
    id: 'sample-post:paper-trading',
    created: '2026-10-28T16:00:00.000Z',
    content:
      'Try before you connect: the paper-trading demo on our site lets you place market and limit orders against a simulated account, with every API call shown live.',
    contentImage: null,
  },
  {
    id: 'sample-post:meetup',
    created: '2026-10-15T18:00:00.000Z',
    content: 'Our team met partners and customers at the fintech developer meetup. Thanks to everyone who stopped by to talk about open brokerage access.',
    contentImage: 'sample-image:team-meetup',
  },
];
