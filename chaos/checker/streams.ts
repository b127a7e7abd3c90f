import { type StreamLog, type Verdict, verdict } from './history';

/**
 * Every client's event stream, across its reconnects, has every sequence number once, in order,
 * with no gap, up to the account's last event. An SSE stream promises that as sent (it resumes
 * after Last-Event-ID). A demo socket resumes from `lastSeq` and may repeat what it had just sent
 * when it reconnects: a client drops any number at or below the last it applied (as the web
 * client does), so repeats are counted, not violations; anything else is.
 */
export function checkStreams(streams: StreamLog[], lastSeqOf: Map<string, number>): Verdict {
  const violations: string[] = [];
  let repeats = 0;
  let delivered = 0;
  for (const stream of streams) {
    let applied = 0;
    for (const seq of stream.received) {
      if (seq <= applied) {
        if (stream.kind === 'sse') violations.push(`${stream.client}: ${seq} again after ${applied}`);
        else repeats += 1;
        continue;
      }
      if (seq !== applied + 1) violations.push(`${stream.client}: ${seq} after ${applied} (${seq - applied - 1} missing)`);
      applied = seq;
      delivered += 1;
    }
    const last = lastSeqOf.get(stream.accountId) ?? 0;
    if (applied !== last) violations.push(`${stream.client}: ended at ${applied}, the account's last event is ${last}`);
  }
  return verdict(
    'streams: every sequence number once, in order, no gap',
    `${streams.length} streams, ${delivered} events applied` + (repeats ? `, ${repeats} repeated by a socket's replay and dropped by its client` : ''),
    violations,
  );
}
