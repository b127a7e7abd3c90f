import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadAppConfig } from '../api/src/config/app.config';

const ROOT = join(__dirname, '..');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const CONFIG = join(ROOT, 'deploy', 'haproxy.cfg');

/** `haproxy -c`: what HAProxy itself says of the config, with this environment. */
function check(env: Record<string, string>): { status: number | null; output: string } {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy is not at ${HAPROXY}: sudo apt-get install -y haproxy (or set HAPROXY_PATH)`);
  const run = spawnSync(HAPROXY, ['-c', '-f', CONFIG], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('deploy/haproxy.cfg', () => {
  it('is valid for three instances given by address (the chaos suite)', () => {
    const result = check({ BB_SERVER_1: '127.0.0.1:3001', BB_SERVER_2: '127.0.0.1:3002', BB_SERVER_3: '127.0.0.1:3003', BB_QUIET: '1' });
    expect(result).toEqual({ status: 0, output: expect.stringContaining('Configuration file is valid') });
    expect(result.output).not.toMatch(/WARNING/);
  });

  it('is valid for the replicas Docker names `app` (docker-compose.yml), which it may not resolve here', () => {
    const result = check({});
    expect(result.status).toBe(0);
    expect(result.output.split('\n').filter((l) => l.includes('WARNING') && !l.includes("could not resolve address 'app'"))).toEqual([]);
  });

  it('checks /api/health, spreads by open connections, and retries only connections that failed', () => {
    const config = readFileSync(CONFIG, 'utf8');
    expect(config).toMatch(/^\s*http-check send meth GET uri \/api\/health$/m);
    expect(config).toMatch(/^\s*balance leastconn$/m);
    expect(config).toMatch(/^\s*retry-on conn-failure$/m);
    expect(config).toMatch(/^\s*timeout tunnel /m);
    expect(config).not.toMatch(/^\s*(cookie|stick) /m);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<
      string,
      { deploy?: { replicas?: number }; environment?: Record<string, string>; volumes?: string[]; ports?: string[]; image?: string; stop_grace_period?: string }
    >;
    networks: { default: { ipam: { config: { subnet: string }[] } } };
  };

  it('runs Postgres, three replicas of the app behind the balancer, and the balancer on the published port', () => {
    const { db, app, lb } = compose.services;
    expect(db.image).toMatch(/^postgres:/);
    expect(app.deploy?.replicas).toBe(3);
    expect(app.ports).toBeUndefined();
    expect(app.environment).toMatchObject({ DATABASE_URL: expect.stringContaining('@db:5432/'), PORT: '3000' });
    expect(app.stop_grace_period).toBe('10s');
    expect(lb.image).toMatch(/^haproxy:2\./);
    expect(lb.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(lb.ports).toEqual([`3000:${lb.environment?.BB_LISTEN.replace(':', '')}`]);
  });

  it("believes forwarded addresses only from the project's own network, which the app accepts", () => {
    const { subnet } = compose.networks.default.ipam.config[0];
    expect(subnet).toBe('172.28.0.0/24');
    expect(compose.services.app.environment?.TRUST_PROXY).toBe(subnet);
    expect(loadAppConfig({ TRUST_PROXY: subnet }).trustProxy).toEqual([subnet]);
  });
});
