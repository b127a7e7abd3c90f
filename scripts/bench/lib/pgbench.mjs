// Where this machine's pgbench is: the TPC-B yardstick and the group-commit measurement run it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** PGBENCH, else Debian's (package postgresql-15 and the like), else one on the PATH; null when there is none. */
export function pgbenchPath() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(`${debian}/${version}/bin/pgbench`)) return `${debian}/${version}/bin/pgbench`;
  }
  return spawnSync('pgbench', ['--version']).status === 0 ? 'pgbench' : null;
}
