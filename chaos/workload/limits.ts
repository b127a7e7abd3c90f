import type { LimitProbe } from '../checker/history';
import { HttpClient } from '../client/http';

/** Sends `count` calls, `inFlight` at a time (the balancer spreads them over the instances), and counts what came back. */
async function burst(name: string, limit: number, count: number, call: () => Promise<number | undefined>, inFlight = 12): Promise<LimitProbe> {
  const probe: LimitProbe = { name, limit, allowed: 0, refused: 0, unknown: 0 };
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      const status = await call().catch(() => undefined);
      if (status !== undefined && status < 300) probe.allowed += 1;
      else if (status === 429) probe.refused += 1;
      else probe.unknown += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return probe;
}

/** A fresh demo account's trading calls, from an address of its own. */
export async function tradingCallsProbe(base: string, address: string, limit: number): Promise<LimitProbe> {
  const client = new HttpClient(base, address);
  await client.must('POST', '/api/trading/account', { body: {} });
  const probe = await burst(
    'demo trading calls per account',
    limit,
    Math.ceil(limit * 1.5),
    async () => (await client.call('GET', '/api/trading/account')).status,
  );
  client.close();
  return probe;
}

/** New demo accounts from one fresh address, each call without a cookie. */
export async function demoAccountsProbe(base: string, address: string, limit: number): Promise<LimitProbe> {
  return burst(
    'new demo accounts per address',
    limit,
    limit + 10,
    async () => {
      const client = new HttpClient(base, address);
      try {
        return (await client.call('POST', '/api/trading/account', { body: {} })).status;
      } finally {
        client.close();
      }
    },
    4,
  );
}

/** A fresh API key's /v1 calls. */
export async function keyCallsProbe(base: string, address: string, key: string, limit: number): Promise<LimitProbe> {
  const client = new HttpClient(base, address);
  const headers = { Authorization: `Bearer ${key}` };
  const probe = await burst('/v1 calls per key', limit, Math.ceil(limit * 1.5), async () => (await client.call('GET', '/v1/accounts', { headers })).status);
  client.close();
  return probe;
}
