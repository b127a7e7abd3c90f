// barsYear: a year of 1Min bars of one symbol (~98,000), paged at 10,000, computed from the price
// path (cold, then again from the cache). quotes30: GET /v1/accounts/{id}/quotes for 30 symbols
// under load over 50 accounts (goal: p99 under 100 ms).
import { ACCOUNTS, run } from '../lib/load.mjs';
import { benchDeveloper } from '../lib/sandbox.mjs';

const YEAR = { start: '2026-11-30T00:00:00Z', end: '2027-11-30T00:00:00Z' };
const PAGE = 10_000;
const THIRTY = 'AAPL,GOOGL,MSFT,TSLA,NVDA,AMZN,META,JPM,V,KO,PEP,XOM,DIS,NFLX,AMD,INTC,BAC,WMT,COST,ORCL,CRM,ADBE,PFE,UNH,HD,SPY,QQQ,IWM,DIA,VTI';

/** An account whose frozen clock stands at the end of the year the bars cover. */
async function accountAtYearEnd(call, seed) {
  const { id } = await call('POST', '/v1/accounts', { seed });
  await call('POST', `/v1/accounts/${id}/clock`, { action: 'freeze' });
  await call('POST', `/v1/accounts/${id}/clock`, { action: 'set', to: YEAR.end });
  return id;
}

/** Every page of the year, timed one by one. */
async function pageThrough(call, id) {
  const pages = [];
  let after;
  const began = performance.now();
  do {
    const query = new URLSearchParams({ symbol: 'SPY', timeframe: '1Min', ...YEAR, limit: String(PAGE), ...(after ? { after } : {}) });
    const pageBegan = performance.now();
    const page = await call('GET', `/v1/accounts/${id}/bars?${query}`);
    pages.push({ ms: performance.now() - pageBegan, bars: page.items.length });
    after = page.nextCursor;
  } while (after);
  return { pages, ms: performance.now() - began, bars: pages.reduce((sum, p) => sum + p.bars, 0) };
}

export async function barsYear({ app }) {
  const { call } = await benchDeveloper(app);
  const id = await accountAtYearEnd(call, 3201);
  const cold = await pageThrough(call, id);
  const warm = await pageThrough(call, id);
  const perPage = (r) => {
    const full = r.pages.filter((p) => p.bars === PAGE).map((p) => p.ms);
    return `${Math.round(Math.min(...full))}–${Math.round(Math.max(...full))} ms a ${PAGE.toLocaleString('en')}-bar page`;
  };
  return {
    rows: [],
    summary:
      `bars: a year of 1Min SPY bars (${cold.bars.toLocaleString('en')} in ${cold.pages.length} pages): cold ${Math.round(cold.ms)} ms (${perPage(cold)}), ` +
      `cached ${Math.round(warm.ms)} ms (${perPage(warm)}) (goal: a page < 1 s, the year < 5 s)`,
  };
}

export async function quotes30({ app }) {
  const { authorization, call } = await benchDeveloper(app);
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i += 1) accounts.push((await call('POST', '/v1/accounts', { seed: 4000 + i })).id);
  let next = 0;
  const quotes = {
    method: 'GET',
    setupRequest: (request, context) => {
      context.accountId ??= accounts[next++ % ACCOUNTS];
      return { ...request, path: `/v1/accounts/${context.accountId}/quotes?symbols=${THIRTY}`, headers: { authorization } };
    },
  };
  const row = await run('GET /v1/accounts/{id}/quotes (30 symbols, Bearer key, 50 accounts)', { url: app.url, requests: [quotes] }, app.pid);
  return { rows: [row], summary: `quotes for 30 symbols: ${row.reqPerSec} req/s, p99 ${row.p99} ms (goal: p99 < 100 ms)` };
}
