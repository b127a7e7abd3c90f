import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountStreams, eventsAfter, eventsWithRecordedAt, followAccount } from '../../simulator';
import type { ConsoleEventPageDto } from '../dto/console-event.dto';
import type { EventDto, EventPageDto } from '../dto/event.dto';
import { eventDto, StoredEvent } from './event-view';

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

  /** The console's page: each event also with the real time it was written (its occurredAt is the account's clock). */
  async afterWithRealTimes(accountId: string, after: number, limit: number): Promise<ConsoleEventPageDto> {
    const rows = await eventsWithRecordedAt(this.dataSource, accountId, after, limit);
    const items = rows.map((r) => ({
      ...eventDto({ seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }),
      recordedAt: r.recorded_at ? r.recorded_at.toISOString() : null,
    }));
    return { items, nextSequence: items.length ? items[items.length - 1].sequence : after };
  }

  /**
   * Sends every event after `after`, then the new ones as they commit, in sequence with no gap
   * and no repeat (followAccount, as the demo socket does), a batch at a time. Returns the
   * function that stops following.
   */
  follow(accountId: string, after: number, send: (events: EventDto[]) => void, onError: (error: Error) => void): () => void {
    const read = (from: number, upTo: number, limit: number) => this.stored(accountId, from, upTo, limit);
    return followAccount(this.streams, accountId, after, read, (events) => send(events.map(eventDto)), onError).stop;
  }

  private async stored(accountId: string, after: number, upTo: number, limit: number): Promise<StoredEvent[]> {
    const rows = await eventsAfter(this.dataSource, accountId, after, upTo, limit);
    return rows.map((r) => ({ seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
