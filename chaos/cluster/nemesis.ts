import type { Kill } from '../checker/history';
import type { Instance } from './instance';
import type { Watcher } from './watcher';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every few seconds, one instance dies and comes back: by turns the market's leader and another
 * one, by turns SIGKILL (a crash, an OOM kill) and SIGTERM (a deploy, a scale-in). One at a time:
 * the next dies only once the last is healthy again and the balancer had `gapMs` to take it back.
 */
export async function runNemesis(
  instances: Instance[],
  watcher: Watcher,
  { from, until }: { from: number; until: number },
  gapMs: number,
  kills: Kill[],
  log: (line: string) => void,
): Promise<void> {
  await sleep(from - Date.now());
  for (let n = 0; Date.now() + gapMs < until; n += 1) {
    if (n > 0) await sleep(gapMs);
    const leader = instances.find((i) => i.name === watcher.leader);
    // The others in turn, so that each instance's sockets and streams get cut.
    const others = instances.filter((i) => i !== leader);
    const target = n % 2 === 0 && leader ? leader : others[Math.floor(n / 2) % others.length];
    // Leader by SIGKILL, another by SIGTERM, the leader by SIGTERM, another by SIGKILL, and again.
    const signal = n % 4 === 0 || n % 4 === 3 ? 'SIGKILL' : 'SIGTERM';
    const kill: Kill = { at: Date.now(), instance: target.name, signal, wasLeader: target === leader };
    kills.push(kill);
    const exit = await target.signal(signal);
    if (signal === 'SIGTERM') Object.assign(kill, { exitedAt: exit.at, exitCode: exit.code });
    log(`kill ${kills.length}: ${signal} ${target.name}${kill.wasLeader ? ' (leader)' : ''}, down after ${exit.at - kill.at} ms`);
    await startAgain(target, log);
    log(`  ${target.name} healthy again ${Date.now() - kill.at} ms after the kill`);
  }
}

/** A restart can fail on a loaded machine (a port still held, a slow start): try a few times. */
async function startAgain(instance: Instance, log: (line: string) => void, tries = 3): Promise<void> {
  for (let i = 1; ; i += 1) {
    try {
      return await instance.start();
    } catch (error) {
      if (i === tries) throw error;
      log(`  ${instance.name} failed to start (${(error as Error).message}); again`);
      await instance.signal('SIGKILL');
    }
  }
}
