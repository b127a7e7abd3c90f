/** The run's shape: `--short` (in `npm test`) or the full suite; CHAOS_SECONDS overrides the workload's length. */
export function chaosConfig(argv: string[], env: NodeJS.ProcessEnv) {
  const short = argv.includes('--short');
  const seconds = Number(env.CHAOS_SECONDS ?? (short ? 60 : 300));
  return {
    short,
    workloadMs: seconds * 1000,
    /** Unanswered orders are retried this long after the workload ends (a reservation left by a killed instance is taken over after 60 s). */
    resolveMs: 70_000,
    /** How long the balancer gets to take a restarted instance back before the next kill. */
    killGapMs: short ? 3_000 : 5_000,
    visitors: 5,
    developers: 8,
    /** Pauses between one client's operations: a developer's program calls about 4 times a second, within its key's limit. */
    pauseMs: { visitor: [200, 600], developer: [150, 350] },
    /** Limits small enough that a burst of 1.5x the limit is a few seconds of traffic. */
    limits: { trading: 300, demoAccounts: 20, api: 300 },
    probeEveryMs: short ? Infinity : 60_000,
    tickMs: 500,
  };
}
