import { startupBanner, type StartupFacts } from './startup-banner';

const facts: StartupFacts = {
  productName: 'BrokerBridge',
  url: 'http://localhost:3000',
  embeddedDataDir: '/home/me/brokerbridge/.data/postgres',
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:54329/brokerbridge',
  admin: { username: 'admin', password: 'brokerbridge', hintEnabled: true },
};

describe('startupBanner', () => {
  it('gives the URL, the data folder with how to remove it, and the default admin sign-in', () => {
    const lines = startupBanner(facts);
    expect(lines[0]).toBe('BrokerBridge is ready at http://localhost:3000');
    expect(lines[1]).toBe(
      'Data: an embedded Postgres in /home/me/brokerbridge/.data/postgres. To start afresh, stop the app and delete that folder (rm -rf /home/me/brokerbridge/.data/postgres).',
    );
    expect(lines[2]).toBe(
      'Admin dashboard: http://localhost:3000/dashboard, sign in as admin / brokerbridge (set ADMIN_USERNAME and ADMIN_PASSWORD to change them).',
    );
  });

  it('never prints a password of the operator’s own, nor the default one where the login hint is off', () => {
    const own = startupBanner({ ...facts, admin: { username: 'ops', password: 's3cret-of-mine', hintEnabled: true } }).join('\n');
    expect(own).toContain('sign in as ops with ADMIN_PASSWORD');
    expect(own).not.toContain('s3cret-of-mine');
    const hidden = startupBanner({ ...facts, admin: { ...facts.admin, hintEnabled: false } }).join('\n');
    expect(hidden).not.toContain('/ brokerbridge');
  });

  it('names the operator’s own database without its password', () => {
    const lines = startupBanner({ ...facts, embeddedDataDir: undefined, databaseUrl: 'postgres://app:hunter2@db.internal:5432/bb' });
    expect(lines[1]).toBe('Data: your Postgres at db.internal:5432/bb (DATABASE_URL).');
  });
});
