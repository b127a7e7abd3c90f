export interface Advantage {
  title: string;
  text: string;
}

/** "How we help you win": the spec's three advantages, in our words. */
export const advantages: readonly Advantage[] = [
  {
    title: 'Frictionless end-user onboarding',
    text: 'Your users link their broker account through a familiar OAuth login in a few clicks. No forms to fax, no passwords stored by you.',
  },
  {
    title: 'Full trading functionality',
    text: 'Stocks, complex options and futures: place and cancel orders, read balances, buying power, positions and history through one interface.',
  },
  {
    title: 'Scalability at every level',
    text: 'From your first beta tester to millions of accounts, the same API and the same integration, with streaming updates instead of polling.',
  },
];
