import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { encodedData, type EventData, ownedAccountSequences } from '../../simulator';
import type { EventDto } from '../dto/event.dto';
import { SandboxEvents } from './sandbox-events.service';
import { encodeStreamCursor } from './stream-cursor';

/** How often a developer stream looks for accounts created (or deleted) since it started. */
export const DISCOVERY_MS = 1_000;

/** An event as its webhook delivers it: Standard Webhooks' `{type, timestamp, data}`, data naming its account and sequence. */
export interface WebhookShapedEvent {
  type: string;
  timestamp: string;
  data: EventData;
}

/** The stored data already names its account and sequence: it goes as it is, as in a webhook body. */
export const webhookShaped = (e: EventDto): WebhookShapedEvent => ({
  type: e.type,
  timestamp: e.occurredAt,
  data: e.data,
});

/** JSON.stringify(e), its data's text the one already worked out for it (encodedData). */
export function webhookShapedJson(e: WebhookShapedEvent): string {
  return `{"type":${JSON.stringify(e.type)},"timestamp":${JSON.stringify(e.timestamp)},"data":${encodedData(e.data)}}`;
}

/**
 * Every event of all a developer's sandbox accounts, live: what `brokerbridge listen` forwards.
 * Each account is followed by the one account follower (SandboxEvents.follow: stored events
 * first, then live ones, no gap, no repeat); accounts created while it runs are found within
 * DISCOVERY_MS and followed from their first event, deleted ones are let go.
 */
@Injectable()
export class DeveloperEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: SandboxEvents,
  ) {}

  /** Where a stream starts when the client names no cursor: after every account's last event now. */
  async now(userId: number): Promise<Map<string, number>> {
    return new Map((await ownedAccountSequences(this.dataSource, userId)).map((r) => [r.id, Number(r.event_seq)]));
  }

  /**
   * Follows from `start` (an account missing from it is newer than the cursor: from its first
   * event). `send` gets one account's batch, in the webhook shape, with the cursor after it.
   * Returns the function that stops following.
   */
  follow(
    userId: number,
    start: ReadonlyMap<string, number>,
    send: (events: WebhookShapedEvent[], cursor: string) => void,
    onError: (error: Error) => void,
  ): () => void {
    const positions = new Map<string, number>();
    const followed = new Map<string, () => void>();
    let stopped = false;
    const discover = async () => {
      const owned = await ownedAccountSequences(this.dataSource, userId);
      if (stopped) return;
      const ids = new Set(owned.map((r) => r.id));
      for (const [id, stop] of followed) {
        if (ids.has(id)) continue;
        stop();
        followed.delete(id);
        positions.delete(id);
      }
      for (const id of ids) {
        if (followed.has(id)) continue;
        positions.set(id, start.get(id) ?? 0);
        const onBatch = (events: EventDto[]) => {
          if (stopped || !followed.has(id)) return;
          positions.set(id, events[events.length - 1].sequence);
          send(events.map(webhookShaped), encodeStreamCursor(positions));
        };
        followed.set(id, this.events.follow(id, positions.get(id)!, onBatch, onError));
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const loop = () => {
      discover().then(
        () => {
          if (!stopped) timer = setTimeout(loop, DISCOVERY_MS);
        },
        (error: Error) => onError(error),
      );
    };
    loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const stop of followed.values()) stop();
      followed.clear();
    };
  }
}
