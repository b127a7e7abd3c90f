import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '../../webhooks';
import { FillDto } from '../dto/fill.dto';
import { EXAMPLE } from '../dto/examples';
import { OrderDto } from '../dto/order.dto';
import { PositionDto } from '../dto/position.dto';

// The data of each event, in the /v1 shapes: what the simulator stores once and every reader
// carries as stored (a webhook's and the developer stream's `data`, an Event's `data` on the
// events list and SSE, the demo's socket); see docs/decisions/one-event-shape.md. Only the OpenAPI document uses these
// classes (as its components), so the SDK types them from the same source as every call.

@ApiSchema({ name: 'AccountBalances', description: 'An account’s money after a change: the figures of Account that move' })
class AccountBalancesDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.accountId })
  readonly id: string;

  @ApiProperty({ example: '98145.00' })
  readonly cash: string;

  @ApiProperty({ example: '100000.00' })
  readonly equity: string;

  @ApiProperty({ example: '198145.00' })
  readonly buyingPower: string;

  @ApiProperty({ example: '0.00' })
  readonly marginUsed: string;

  @ApiProperty({ example: '1855.00' })
  readonly marketValue: string;

  @ApiProperty({ example: '0.00', description: 'Cash held back by working buy orders' })
  readonly reservedCash: string;

  @ApiProperty({ example: '0.00', description: 'Profit or loss realized by sells so far' })
  readonly realizedPnl: string;
}

@ApiSchema({ name: 'FillEvent', description: 'A Fill as an event carries it: with the profit or loss it realized' })
export class FillEventDto extends FillDto {
  @ApiProperty({ example: '0.00', description: 'Profit or loss this fill realized (a sell, against the average cost)' })
  readonly realizedPnl: string;
}

@ApiSchema({ name: 'PositionEvent', description: 'A Position as an event carries it: with its id (a closed position keeps it, at quantity 0)' })
export class PositionEventDto extends PositionDto {
  @ApiProperty({ format: 'uuid', example: '5b9e3f10-2c4d-4e6f-8a7b-9c0d1e2f3a4b' })
  readonly id: string;
}

class EventDataBase {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.accountId, description: 'The sandbox account the event happened in' })
  readonly accountId: string;

  @ApiProperty({ example: 2, minimum: 0, description: 'Its sequence number in the account’s event stream (GET /v1/accounts/{id}/events)' })
  readonly sequence: number;
}

@ApiSchema({ name: 'OrderEventData' })
export class OrderEventDataDto extends EventDataBase {
  @ApiProperty({ type: OrderDto })
  readonly order: OrderDto;

  @ApiPropertyOptional({ type: FillEventDto, description: 'The fill that made the change (order.partially_filled and order.filled)' })
  readonly fill?: FillEventDto;
}

@ApiSchema({ name: 'AccountEventData' })
export class AccountEventDataDto extends EventDataBase {
  @ApiProperty({ type: AccountBalancesDto })
  readonly account: AccountBalancesDto;
}

@ApiSchema({ name: 'PositionEventData' })
export class PositionEventDataDto extends EventDataBase {
  @ApiProperty({ type: PositionEventDto })
  readonly position: PositionEventDto;
}

@ApiSchema({ name: 'ConnectionEvent', description: 'A Connect connection as its events carry it (see GET /v1/connections/{id})' })
class ConnectionEventDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70' })
  readonly id: string;

  @ApiProperty({ format: 'uuid', example: '6b0e3c1d-2f4a-4b8e-9c7d-1a2b3c4d5e6f', description: 'The partner app' })
  readonly appId: string;

  @ApiProperty({ example: 'harborline' })
  readonly broker: string;

  @ApiProperty({ enum: ['active', 'broken', 'revoked'], example: 'broken' })
  readonly status: string;

  @ApiProperty({
    type: String,
    enum: ['reauth_required', 'password_changed', 'broker_revoked'],
    nullable: true,
    example: 'reauth_required',
    description: 'Why it broke (null once repaired). Send the user through the authorization endpoint again with connection_id to repair it',
  })
  readonly brokenReason: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-30T15:30:00.000Z',
    description: 'In account clock time: when the broker asks the user to sign in again (null: never)',
  })
  readonly reauthBy: string | null;

  @ApiProperty({ type: String, format: 'uuid', isArray: true, example: [EXAMPLE.accountId], description: 'The same ids before and after a repair' })
  readonly accountIds: string[];
}

@ApiSchema({ name: 'ConnectionEventData' })
export class ConnectionEventDataDto extends EventDataBase {
  @ApiProperty({ type: ConnectionEventDto })
  readonly connection: ConnectionEventDto;
}

@ApiSchema({ name: 'WebhookTestData' })
class WebhookTestDataDto {
  @ApiProperty({ format: 'uuid', example: '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f', description: 'The endpoint the test was sent to' })
  readonly endpointId: string;
}

/** `order.partially_filled` → `OrderPartiallyFilledEvent`. */
export const eventSchemaName = (type: string) =>
  `${type
    .split(/[._]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Event`;

/** One event's envelope, Standard Webhooks' `{type, timestamp, data}`, with `type` fixed to that event. */
function envelope(type: string, data: Type, description: string): Type {
  @ApiSchema({ name: eventSchemaName(type), description })
  class Envelope {
    @ApiProperty({ enum: [type], example: type })
    readonly type: string;

    @ApiProperty({ format: 'date-time', example: EXAMPLE.createdAt, description: 'When it happened, in the account’s clock time' })
    readonly timestamp: string;

    @ApiProperty({ type: data })
    readonly data: unknown;
  }
  return Envelope;
}

/** What each event means: the webhooks section's summaries. */
export const EVENT_DESCRIPTIONS: Record<(typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test', string> = {
  'order.accepted': 'An order was accepted: it is pending (a limit resting, a market order about to fill)',
  'order.partially_filled': 'Part of an order filled; `fill` is that part',
  'order.filled': 'An order filled completely; `fill` is the last part',
  'order.canceled': 'An order was canceled, by you or (scripted) by the broker',
  'order.rejected': 'An order was rejected; `order.rejectReason` says why, with the figures',
  'order.expired': 'A day order expired at the close, in the account’s clock time',
  'account.updated': 'An account’s cash, equity or buying power changed',
  'position.updated': 'A position changed (a fill bought or sold shares)',
  'connection.broken':
    'A Connect connection of the account broke (its broker’s re-login horizon passed on the account clock, or POST /v1/sandbox/connections/{id}/break): its calls answer 409 CONNECTION.BROKEN until the user goes through the portal again with connection_id. Sent once per account of the connection',
  'connection.repaired':
    'A broken connection was repaired by its user: the same connection and account ids, active again. Sent once per account of the connection',
  'connection.created':
    'A Connect connection was made with the account (the user consented in the portal, or POST /v1/sandbox/connections): the account is a new sandbox account of the connection’s broker. Sent once per account of the connection',
  'connection.revoked':
    'A Connect connection of the account was revoked (DELETE /v1/connections/{id}, or its app deleted): its tokens no longer work; the account stays yours. Sent once per account of the connection',
  'webhook.test': 'Sent by POST /v1/webhooks/{id}/test with no type: checks the endpoint receives and verifies',
};

const DATA_OF: Record<keyof typeof EVENT_DESCRIPTIONS, Type> = {
  'order.accepted': OrderEventDataDto,
  'order.partially_filled': OrderEventDataDto,
  'order.filled': OrderEventDataDto,
  'order.canceled': OrderEventDataDto,
  'order.rejected': OrderEventDataDto,
  'order.expired': OrderEventDataDto,
  'account.updated': AccountEventDataDto,
  'position.updated': PositionEventDataDto,
  'connection.broken': ConnectionEventDataDto,
  'connection.repaired': ConnectionEventDataDto,
  'connection.created': ConnectionEventDataDto,
  'connection.revoked': ConnectionEventDataDto,
  'webhook.test': WebhookTestDataDto,
};

/** Every event type with its envelope class (added to the document as extra models). */
export const EVENT_ENVELOPES = Object.entries(DATA_OF).map(([type, data]) => ({
  type,
  model: envelope(type, data, EVENT_DESCRIPTIONS[type as keyof typeof EVENT_DESCRIPTIONS]),
}));
