// A demo visitor as the bench plays one: a session cookie with a demo account behind it.

/** A visitor with a demo account: the session cookie the browser would hold. */
export async function openAccount(url) {
  const res = await fetch(`${url}/api/trading/account`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /api/trading/account answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo account a visitor's session holds. */
export const demoAccountOf = async (url, cookie) => (await fetch(`${url}/api/trading/account`, { headers: { cookie } })).json();

/** The log call's body once the account's log shows `count` calls (it is written off the request path). */
export async function loggedCalls(url, cookie, count) {
  for (let tries = 0; tries < 100; tries += 1) {
    const body = await (await fetch(`${url}/api/trading/logs`, { headers: { cookie } })).text();
    if (JSON.parse(body).length >= count) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The activity log never showed ${count} calls`);
}
