import { encodedData, type EventData } from '../../simulator';
import type { EventDto, SandboxEventType } from '../dto/event.dto';

/** A stored account event: its data already in the public shape (the simulator records it so). */
export interface StoredEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/** The event on /v1: its data exactly as stored, the same object SSE and webhook bodies carry. */
export function eventDto(e: StoredEvent): EventDto {
  return { sequence: e.seq, type: e.type as SandboxEventType, occurredAt: e.createdAt, data: e.data as unknown as EventData };
}

/** JSON.stringify(event), its data's text the one already worked out for it (encodedData). */
export function eventJson(e: EventDto): string {
  return `{"sequence":${e.sequence},"type":${JSON.stringify(e.type)},"occurredAt":${JSON.stringify(e.occurredAt)},"data":${encodedData(e.data)}}`;
}
