import { PRODUCT_NAME } from '../../../config/product';
import type { LegalSection } from '../components/LegalDocument';

export const riskSections: readonly LegalSection[] = [
  {
    id: 'risk-of-loss',
    title: 'Trading carries a risk of loss',
    body: (
      <p>
        Trading stocks, options and futures involves substantial risk, and you can lose more than you invest when you trade on margin or with derivatives. Past
        performance does not predict future results. Trade only with money you can afford to lose.
      </p>
    ),
  },
  {
    id: 'system-risk',
    title: 'Systems may be delayed or fail',
    body: (
      <p>
        Orders and data pass through your platform, {PRODUCT_NAME} and the broker. Any of these systems, or the networks between them, may be slow, interrupted
        or fail, so an order may be executed late, at a different price, or not at all, and displayed data may be out of date.
      </p>
    ),
  },
  {
    id: 'broker-terms',
    title: 'Broker terms apply',
    body: (
      <p>
        Your account, your orders and their execution are governed by your agreement with your broker. {PRODUCT_NAME} is a technology provider: it does not give
        investment advice, offer securities or execute trades, and it is not a party to your transactions.
      </p>
    ),
  },
  {
    id: 'demo',
    title: 'Demonstrations and paper trading',
    body: (
      <p>
        Simulated trading, such as our demo, does not reflect real market conditions like liquidity, slippage and fees. Results in a simulation do not mean you
        will have the same results with real money.
      </p>
    ),
  },
];
