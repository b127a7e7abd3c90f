import { Controller, Get, Param, ParseUUIDPipe, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Draining } from '../../common/lifecycle';
import { ApiRequestLogHook } from '../developer';
import { AccountCall } from './account-call.decorator';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { EventDto, EventPageDto, EventQueryDto } from './dto/event.dto';
import { SandboxEvents } from './events/sandbox-events.service';
import { eventJson } from './events/event-view';
import { openSse } from './events/sse-response';
import { developerOf } from './v1-accounts.controller';
import { SandboxErrorsFilter } from './sandbox.errors';

const AccountId = () => Param('accountId', new ParseUUIDPipe());
const SEQUENCE = /^\d{1,15}$/;

/** An account's events: the same log, with the same sequence numbers, as the demo's socket. */
@ApiTags('events')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts/:accountId/events')
export class V1EventsController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly events: SandboxEvents,
    private readonly draining: Draining,
    private readonly requestLog: ApiRequestLogHook,
  ) {}

  @Get()
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'listEvents', summary: 'Events after a sequence number, oldest first' })
  @ApiOkResponse({ type: EventPageDto })
  async list(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: EventQueryDto): Promise<EventPageDto> {
    await this.accounts.asOfNow(developerOf(request), accountId);
    return this.events.after(accountId, query.after, query.limit);
  }

  @Get('stream')
  @AccountCall('accounts:read')
  @ApiOperation({
    operationId: 'streamEvents',
    summary: 'Server-sent events: `id: <sequence>`, `event: <type>`, `data: <Event JSON>`; reconnect with Last-Event-ID to resume',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this sequence number' })
  // The schema is each message's data (OpenAPI 3.1 has no word for a stream's items): generated clients type the stream with it.
  @ApiOkResponse({ description: 'A stream of Event objects, one per message', content: { 'text/event-stream': { schema: { $ref: getSchemaPath(EventDto) } } } })
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @AccountId() accountId: string, @Query() query: EventQueryDto): Promise<void> {
    await this.accounts.asOfNow(developerOf(request), accountId);
    const lastEventId = request.headers['last-event-id'];
    const after = typeof lastEventId === 'string' && SEQUENCE.test(lastEventId) ? Number(lastEventId) : query.after;
    let stop = () => {};
    const stream = openSse(reply, this.draining, () => stop());
    this.requestLog.streamOpened(request, reply);
    stop = this.events.follow(
      accountId,
      after,
      // A batch of events (a committed change's) in one write.
      (events) => stream.write(events.map((event) => `id: ${event.sequence}\nevent: ${event.type}\ndata: ${eventJson(event)}\n\n`).join('')),
      () => stream.end(),
    );
  }
}
