import { Controller, Get, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../../common/errors';
import { Draining } from '../../common/lifecycle';
import { ApiRequestLogHook, RequireScope } from '../developer';
import { DeveloperEventsQueryDto } from './dto/developer-events-query.dto';
import { DeveloperEvents, webhookShapedJson } from './events/developer-events.service';
import { openSse } from './events/sse-response';
import { decodeStreamCursor, encodeStreamCursor } from './events/stream-cursor';
import { developerOf } from './v1-accounts.controller';
import { SandboxErrorsFilter } from './sandbox.errors';

/** All the developer's events at once, each as its webhook would carry it: what `brokerbridge listen` forwards. */
@ApiTags('events')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/events')
export class V1DeveloperEventsController {
  constructor(
    private readonly events: DeveloperEvents,
    private readonly draining: Draining,
    private readonly requestLog: ApiRequestLogHook,
  ) {}

  @Get('stream')
  @RequireScope('accounts:read')
  @ApiOperation({
    operationId: 'streamDeveloperEvents',
    summary: 'Server-sent events of every sandbox account you own, each in its webhook’s shape (a WebhookEvent)',
    description:
      'Each message is `event: <type>` and `data: <the body a webhook endpoint would receive>`; the last of each batch carries an `id:`, a cursor of where every account stands. Reconnect with it as Last-Event-ID (EventSource does) to resume with nothing lost or repeated. Accounts created while connected are picked up within a second. Without a cursor the stream starts now. Events of one account come in sequence; there is no order between accounts.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this cursor (an id the stream sent)' })
  @ApiOkResponse({
    description: 'A stream of WebhookEvent objects, one per message',
    content: { 'text/event-stream': { schema: { $ref: '#/components/schemas/WebhookEvent' } } },
  })
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query() query: DeveloperEventsQueryDto): Promise<void> {
    const userId = developerOf(request);
    const lastEventId = request.headers['last-event-id'];
    const [field, given] = typeof lastEventId === 'string' && lastEventId !== '' ? ['Last-Event-ID', lastEventId] : ['after', query.after];
    const cursor = given === undefined ? null : decodeStreamCursor(given);
    if (given !== undefined && !cursor) throw new ValidationFailedException([{ field, messages: [`${field} must be an id the stream sent`] }]);
    const start = cursor ?? (await this.events.now(userId));
    let stop = () => {};
    const stream = openSse(reply, this.draining, () => stop());
    this.requestLog.streamOpened(request, reply);
    // Started from now: the client holds where that is before the first event, so a reconnect loses nothing.
    if (!cursor) stream.write(`id: ${encodeStreamCursor(start)}\n\n`);
    stop = this.events.follow(
      userId,
      start,
      (events, next) =>
        stream.write(events.map((e, i) => `${i === events.length - 1 ? `id: ${next}\n` : ''}event: ${e.type}\ndata: ${webhookShapedJson(e)}\n\n`).join('')),
      () => stream.end(),
    );
  }
}
