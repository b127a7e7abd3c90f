import { Controller, Get, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Draining } from '../../common/lifecycle';
import { AccountCall } from './account-call.decorator';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { EventPageDto, EventQueryDto } from './dto/event.dto';
import { SandboxEvents } from './events/sandbox-events.service';
import { developerOf } from './v1-accounts.controller';

const AccountId = () => Param('accountId', new ParseUUIDPipe());
/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
const SEQUENCE = /^\d{1,15}$/;
/** Sent when the instance shuts down, before the stream ends: reconnect at once (with Last-Event-ID), through the balancer. */
const RESTARTING = 'retry: 250\n: this instance is shutting down; reconnect with Last-Event-ID\n\n';

/** An account's events: the same log, with the same sequence numbers, as the demo's socket. */
@ApiTags('events')
@Controller('v1/accounts/:accountId/events')
export class V1EventsController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly events: SandboxEvents,
    private readonly draining: Draining,
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
  @ApiOkResponse({ description: 'A stream of Event objects', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @AccountId() accountId: string, @Query() query: EventQueryDto): Promise<void> {
    await this.accounts.asOfNow(developerOf(request), accountId);
    const lastEventId = request.headers['last-event-id'];
    const after = typeof lastEventId === 'string' && SEQUENCE.test(lastEventId) ? Number(lastEventId) : query.after;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(': connected\n\n');
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const stop = this.events.follow(
      accountId,
      after,
      // A batch of events (a committed change's) in one write.
      (events) =>
        raw.writableEnded || raw.write(events.map((event) => `id: ${event.sequence}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('')),
      () => raw.end(),
    );
    const forget = this.draining.onDrain(() => {
      clearInterval(keepAlive);
      stop();
      raw.end(RESTARTING);
    });
    raw.on('close', () => {
      clearInterval(keepAlive);
      stop();
      forget();
    });
  }
}
