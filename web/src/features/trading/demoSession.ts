/**
 * What the browser remembers of a started demo: the end-user name its badge shows. The account
 * itself lives on the server, in the visitor's session; this only says "there is one, show it"
 * after a reload, and is forgotten when the server says there is none.
 */
const KEY = 'brokerbridge.demo';

export interface DemoSession {
  username: string;
}

export function rememberedDemo(): DemoSession | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<DemoSession> | null;
    return typeof value?.username === 'string' && value.username ? { username: value.username } : null;
  } catch {
    return null; // storage disabled, or a value we did not write
  }
}

export function rememberDemo(session: DemoSession): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Without storage a reload shows the OAuth flow again, which opens the same account.
  }
}

export function forgetDemo(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing remembered
  }
}
