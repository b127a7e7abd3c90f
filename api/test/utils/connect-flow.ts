import * as oauth from 'oauth4webapi';

/** A cookie-keeping browser for the connect flow: follows nothing by itself, so each hop can be looked at. */
export class FlowBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async get(url: string): Promise<Response> {
    return this.keep(await fetch(new URL(url, this.origin), { redirect: 'manual', headers: this.headers() }));
  }

  async post(path: string, body: unknown): Promise<Response> {
    return this.keep(
      await fetch(new URL(path, this.origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  }

  /** An HTML form's POST (application/x-www-form-urlencoded), e.g. an authorization request sent as a form. */
  async postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.keep(
      await fetch(new URL(url, this.origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
    );
  }

  /** Follows redirects from `url` until one leaves for `stopAt` (the app's redirect URI) or the portal page; returns that location. */
  async follow(url: string, stopAt: string): Promise<string> {
    let location = url;
    for (let hop = 0; hop < 10; hop++) {
      if (location.startsWith(stopAt) || new URL(location, this.origin).pathname === '/connect') return location;
      const res = await this.get(location);
      if (res.status < 300 || res.status >= 400) throw new Error(`${location} answered ${res.status}: ${await res.text()}`);
      location = new URL(res.headers.get('location')!, new URL(location, this.origin)).toString();
    }
    throw new Error('too many redirects');
  }

  private headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  private keep(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return res;
  }
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  codeChallenge?: string;
  extra?: Record<string, string>;
}

export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  return { verifier, challenge: await oauth.calculatePKCECodeChallenge(verifier) };
}

export function authorizeUrl(as: oauth.AuthorizationServer, r: AuthorizeRequest): string {
  const url = new URL(as.authorization_endpoint!);
  const params: Record<string, string | undefined> = {
    client_id: r.clientId,
    redirect_uri: r.redirectUri,
    response_type: 'code',
    scope: r.scope,
    state: r.state,
    code_challenge: r.codeChallenge,
    code_challenge_method: r.codeChallenge ? 'S256' : undefined,
    ...r.extra,
  };
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** Picks a broker at the portal (northwind unless told), signs in and consents; returns the callback URL the browser is sent to. */
export async function signInAndConsent(
  browser: FlowBrowser,
  url: string,
  redirectUri: string,
  choice: { broker?: string; username?: string; accounts?: string[]; scopes: string[] },
): Promise<string> {
  const loginPage = await browser.follow(url, redirectUri);
  const uid = new URL(loginPage).searchParams.get('interaction')!;
  const picked = await browser.post(`/api/connect/interactions/${uid}/broker`, { broker: choice.broker ?? 'northwind' });
  if (picked.status !== 200) throw new Error(`broker pick answered ${picked.status}: ${await picked.text()}`);
  const login = await browser.post(`/api/connect/interactions/${uid}/login`, { username: choice.username ?? 'user_good', password: 'pass_good' });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const consentPage = await browser.follow(((await login.json()) as { redirectTo: string }).redirectTo, redirectUri);
  const consentUid = new URL(consentPage).searchParams.get('interaction')!;
  const consent = await browser.post(`/api/connect/interactions/${consentUid}/consent`, { accounts: choice.accounts ?? ['individual'], scopes: choice.scopes });
  if (consent.status !== 200) throw new Error(`consent answered ${consent.status}: ${await consent.text()}`);
  return browser.follow(((await consent.json()) as { redirectTo: string }).redirectTo, redirectUri);
}
