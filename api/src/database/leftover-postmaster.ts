import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Which process started the server on a data folder: written beside Postgres's own postmaster.pid. */
const OWNER_FILE = 'brokerbridge.owner';

interface Owner {
  pid: number;
  /** When it started (Linux: clock ticks since boot), so a reused pid is not taken for it; null where unknown. */
  start: string | null;
}

/** Linux's /proc/<pid>/stat fields after the command name: its state, and (the 20th) its start time. */
function statOf(pid: number): { state: string; start: string } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return null;
  }
}

/** A process exists (another user's too) and is not a zombie waiting for its parent to reap it. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statOf(pid)?.state !== 'Z';
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    // No /proc (macOS): the pid Postgres wrote is taken for what it says.
    return process.platform !== 'linux';
  }
}

/** Records this process as the one running the server on `dataDir`, before it starts it. */
export function claimDataDir(dataDir: string): void {
  const owner: Owner = { pid: process.pid, start: statOf(process.pid)?.start ?? null };
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify(owner));
}

export interface Leftover {
  /** The postmaster still running on the data folder. */
  pid: number;
  /** The process that started it, if it is still running (then the server is in use: leave it alone). */
  runningOwner: number | null;
}

/**
 * A postmaster still running on `dataDir` (its postmaster.pid names a live postgres process),
 * with the process that started it if that one still runs; null when there is none. A
 * postmaster.pid naming a process that is not Postgres (its pid reused after a crash) is
 * removed: Postgres would refuse to start while any process has that pid.
 */
export function leftoverPostmaster(dataDir: string): Leftover | null {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  if (!isPostgres(pid)) {
    rmSync(lockFile, { force: true });
    return null;
  }
  let owner: Owner | null = null;
  try {
    owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    // Started before owners were recorded: nobody claims it.
  }
  const ownerRuns = !!owner && owner.pid !== process.pid && isRunning(owner.pid) && (owner.start === null || statOf(owner.pid)?.start === owner.start);
  return { pid, runningOwner: ownerRuns ? owner!.pid : null };
}

/**
 * Stops a postmaster whose app is gone: a fast shutdown (SIGINT: sessions ended, data flushed),
 * then an immediate one (SIGQUIT) if it takes longer than `patienceMs`, then SIGKILL.
 */
export async function stopLeftover(pid: number, patienceMs = 20_000): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', patienceMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline; await sleep(100)) if (!isRunning(pid)) return;
  }
  throw new Error(`The Postgres left running as pid ${pid} would not stop`);
}
