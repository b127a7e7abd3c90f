import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/** Where a root-run install keeps what the `postgres` user must reach (created 0755, root-owned). */
export const SHARED_STATE_DIR = '/var/lib/brokerbridge';

/** The user the server runs as: none when we are not root (Postgres runs as us), `postgres` when we are. */
export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Postgres refuses to run as root. As root (containers, CI) it runs as the `postgres` user,
 * created if the system has none, which must then be able to reach its binaries and data.
 */
export function postgresAccount(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      throw new Error(
        'Postgres cannot run as root and no `postgres` user could be created: run as another user, or set DATABASE_URL to a Postgres server of your own.',
      );
    }
  }
}

/** Whether `runAs` can reach `path` (every folder above it traversable) and, for a folder, write in it. */
function canReach(runAs: RunAs, path: string, asWritableDir = false): boolean {
  const test = asWritableDir ? 'test -d "$1" && test -x "$1" && test -w "$1"' : 'test -x "$1"';
  return spawnSync('/bin/sh', ['-c', test, 'sh', path], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' }).status === 0;
}

/**
 * The Postgres binaries where `runAs` can execute them: in place when it can, else a copy under
 * SHARED_STATE_DIR (once per version), e.g. when the checkout is in a 0700 folder such as /root
 * or a `mktemp -d` folder.
 */
export function reachableBinaries(runAs: RunAs, nativeDir: string, version: string, log: (line: string) => void): string {
  if (canReach(runAs, join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const copy = join(SHARED_STATE_DIR, `postgres-${version}`);
  if (!existsSync(join(copy, '.complete'))) {
    log(`The postgres user cannot reach ${nativeDir}: copying the Postgres binaries to ${copy}`);
    mkdirSync(SHARED_STATE_DIR, { recursive: true, mode: 0o755 });
    chmodSync(SHARED_STATE_DIR, 0o755);
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    openUp(copy);
    writeFileSync(join(copy, '.complete'), version);
  }
  return copy;
}

/**
 * The data folder, owned by `runAs`: `dir` itself when `runAs` can reach its parent, else a
 * folder under SHARED_STATE_DIR named after `dir` (so each checkout keeps its own data there).
 */
export function reachableDataDir(runAs: RunAs, dir: string, log: (line: string) => void): string {
  const parent = resolve(dir, '..');
  mkdirSync(parent, { recursive: true });
  let target = dir;
  if (!canReach(runAs, parent)) {
    target = join(SHARED_STATE_DIR, `data-${createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 12)}`);
    mkdirSync(SHARED_STATE_DIR, { recursive: true, mode: 0o755 });
    chmodSync(SHARED_STATE_DIR, 0o755);
    log(
      `The postgres user cannot reach ${parent}, so the embedded database keeps its data in ${target} (set DATABASE_EMBEDDED_DIR to a folder it can reach to choose another place).`,
    );
  }
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chownSync(target, runAs.uid, runAs.gid);
  chmodSync(target, 0o700);
  return target;
}

/** Folders 0755 and files readable (and executable when they were) by everyone. */
function openUp(path: string): void {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openUp(join(path, entry));
  } else if (stat.isFile()) {
    chmodSync(path, stat.mode & 0o111 ? 0o755 : 0o644);
  }
}
