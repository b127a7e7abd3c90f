// sandboxClockAdvance: one sandbox account's clock advanced ADVANCE_DAYS days with ADVANCE_RESTING
// resting gtc limits across the symbols, three times (goal < 1 s each).
import { benchDeveloper, frozenAccount } from '../lib/sandbox.mjs';

const ADVANCE_DAYS = 30;
const ADVANCE_RESTING = 100;

/** Advancing one sandbox account's clock ADVANCE_DAYS days with ADVANCE_RESTING resting gtc limits across the symbols. */
async function clockAdvanceBench(app) {
  const { call } = await benchDeveloper(app);
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const id = await frozenAccount(call, 2000 + run);
    const symbols = ['AAPL', 'GOOGL', 'MSFT', 'TSLA', 'NVDA'];
    const start = { AAPL: 230, GOOGL: 175, MSFT: 420, TSLA: 250, NVDA: 130 };
    for (let i = 0; i < ADVANCE_RESTING; i += 1) {
      const symbol = symbols[i % symbols.length];
      // Limits spread from 2% to 30% below the start price: some are crossed on the way, most are scanned all month.
      const limitPrice = (start[symbol] * (0.98 - (0.28 * i) / ADVANCE_RESTING)).toFixed(2);
      await call('POST', `/v1/accounts/${id}/orders`, { symbol, side: 'buy', type: 'limit', quantity: 1, limitPrice, timeInForce: 'gtc' });
    }
    const began = performance.now();
    await call('POST', `/v1/accounts/${id}/clock`, { action: 'advance', seconds: ADVANCE_DAYS * 86_400 });
    const ms = Math.round(performance.now() - began);
    const { items } = await call('GET', `/v1/accounts/${id}/orders?status=filled&limit=100`);
    runs.push({ ms, filled: items.length });
  }
  return runs;
}

export async function sandboxClockAdvance({ app }) {
  const runs = await clockAdvanceBench(app);
  return {
    rows: [],
    summary: `sandbox clock advanced ${ADVANCE_DAYS} days with ${ADVANCE_RESTING} resting orders: ${runs.map((r) => `${r.ms} ms (${r.filled} filled)`).join(', ')} (goal < 1 s)`,
  };
}
