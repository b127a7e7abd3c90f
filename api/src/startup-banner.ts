import { DEFAULT_ADMIN_PASSWORD } from './config/password-rules';

export interface StartupFacts {
  productName: string;
  url: string;
  /** The embedded cluster's data folder; undefined when DATABASE_URL names the database. */
  embeddedDataDir?: string;
  databaseUrl: string;
  admin: { username: string; password: string; hintEnabled: boolean };
}

/** host:port/database of a connection URL, never its password. */
function whereIs(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'the database in DATABASE_URL';
  }
}

/**
 * What `npm start` prints once the app answers: where to go, where the data lives and how to
 * start afresh, and how to sign in as the admin. The password is printed only where the login
 * page would show it too (the hint on, the default password).
 */
export function startupBanner(facts: StartupFacts): string[] {
  const { productName, url, embeddedDataDir, admin } = facts;
  const data = embeddedDataDir
    ? `Data: an embedded Postgres in ${embeddedDataDir}. To start afresh, stop the app and delete that folder (rm -rf ${embeddedDataDir}).`
    : `Data: your Postgres at ${whereIs(facts.databaseUrl)} (DATABASE_URL).`;
  const credentials =
    admin.hintEnabled && admin.password === DEFAULT_ADMIN_PASSWORD
      ? `sign in as ${admin.username} / ${admin.password} (set ADMIN_USERNAME and ADMIN_PASSWORD to change them)`
      : `sign in as ${admin.username} with ADMIN_PASSWORD`;
  return [
    `${productName} is ready at ${url}`,
    data,
    `Admin dashboard: ${url}/dashboard, ${credentials}.`,
    `Developers: sign up at ${url}/register, then make a key in the console; guides and the /v1 reference at ${url}/api-documentation.`,
    'Stop with Ctrl-C. LOG_LEVEL=debug also prints every route.',
  ];
}
