import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountEvent } from '../../trading';
import { AccountStreams } from '../../trading';
import type { EventDto, EventPageDto } from '../dto/event.dto';
import { eventDto, StoredEvent } from './event-view';
import { storedEventsBetween } from './sandbox-events.queries';

const FILL_BATCH = 500;

/** An account's event log on /v1: read after a sequence number, or followed live. */
@Injectable()
export class SandboxEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: AccountStreams,
  ) {}

  async after(accountId: string, after: number, limit: number): Promise<EventPageDto> {
    const items = (await this.stored(accountId, after, Number.MAX_SAFE_INTEGER, limit)).map(eventDto);
    return { items, nextSequence: items.length ? items[items.length - 1].sequence : after };
  }

  /**
   * Sends every event after `after`, then the new ones as they commit, in sequence with no gap
   * and no repeat: live events are followed before the stored ones are read, anything at or
   * below what was sent is dropped, and a gap (a notice that overtook) is filled from the table.
   * `send` gets them a batch at a time (a committed change's events, or a page of stored ones),
   * so a stream writes once per batch. Returns the function that stops following.
   */
  follow(accountId: string, after: number, send: (events: EventDto[]) => void, onError: (error: Error) => void): () => void {
    let sent = after;
    let queue: Promise<void> = Promise.resolve();
    const run = (work: () => Promise<void> | void) => {
      queue = queue.then(work).catch(onError);
    };
    const fill = async (upTo: number) => {
      for (;;) {
        const batch = await this.stored(accountId, sent, upTo, FILL_BATCH);
        if (batch.length > 0) {
          send(batch.map(eventDto));
          sent = batch[batch.length - 1].seq;
        }
        if (batch.length < FILL_BATCH) return;
      }
    };
    const unsubscribe = this.streams.subscribe(accountId, (events: AccountEvent[]) =>
      run(async () => {
        const last = events[events.length - 1].seq;
        if (last <= sent) return;
        if (events[0].seq > sent + 1) await fill(events[0].seq - 1);
        // A change's events are consecutive: what is left of them starts right after what was sent, or a gap stays open.
        const next = events.filter((e) => e.seq > sent);
        if (next.length === 0 || next[0].seq !== sent + 1) return;
        send(next.map((e) => eventDto({ seq: e.seq, type: e.type, data: e.data, createdAt: e.createdAt })));
        sent = last;
      }),
    );
    run(() => fill(Number.MAX_SAFE_INTEGER));
    return unsubscribe;
  }

  private async stored(accountId: string, after: number, upTo: number, limit: number): Promise<StoredEvent[]> {
    const rows = await storedEventsBetween(this.dataSource, accountId, after, upTo, limit);
    return rows.map((r) => ({ seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
