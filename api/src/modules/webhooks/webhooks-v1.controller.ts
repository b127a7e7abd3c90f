import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/errors/error-body.dto';
import type { FastifyRequest } from 'fastify';
import { RequireScope } from '../developer';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { SendTestWebhookDto } from './dto/send-test-webhook.dto';
import { WebhookDeliveryDto, WebhookDeliveryPageDto } from './dto/webhook-delivery.dto';
import { CreatedWebhookEndpointDto, WebhookEndpointListDto } from './dto/webhook-endpoint.dto';
import { WebhooksService } from './webhooks.service';

const ownerOf = (request: FastifyRequest) => request.apiKey!.userId;
const uuid = new ParseUUIDPipe();
/** Every call here needs it; the key guard reads the scope of each handler. */
const MANAGE = 'webhooks:manage';

/** /v1/webhooks: a developer's endpoints, signed by Standard Webhooks, with their delivery log. */
@ApiTags('webhooks')
@Controller('v1/webhooks')
export class WebhooksV1Controller {
  constructor(private readonly webhooks: WebhooksService) {}

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'createWebhookEndpoint', summary: 'Register an endpoint for the events you choose; its whsec_ secret is shown once' })
  @Post()
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto, description: 'The only answer, with rotation, that carries the secret' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED or WEBHOOK.URL_NOT_ALLOWED (private, loopback or link-local in production)' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_QUOTA: 10 endpoints already' })
  create(@Req() request: FastifyRequest, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(ownerOf(request), dto.url, dto.events);
  }

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: 'Your webhook endpoints, newest first' })
  @Get()
  @ApiOkResponse({ type: WebhookEndpointListDto })
  async list(@Req() request: FastifyRequest): Promise<WebhookEndpointListDto> {
    return { items: await this.webhooks.list(ownerOf(request)) };
  }

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'deleteWebhookEndpoint', summary: 'Delete an endpoint and its delivery log' })
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its deliveries; nothing more is sent' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  remove(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<void> {
    return this.webhooks.remove(ownerOf(request), id);
  }

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'rotateWebhookSecret', summary: 'A new signing secret; the old one also signs for 24 hours' })
  @Post(':id/rotate-secret')
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto, description: 'A new secret; the old one also signs for 24 hours' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  rotate(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.rotateSecret(ownerOf(request), id);
  }

  @RequireScope(MANAGE)
  @ApiOperation({
    operationId: 'sendWebhookTest',
    summary: 'Fire an event of any type at the endpoint now',
    description:
      'Sends `webhook.test` (no body), or a realistic sample of any event type (`{"type": "order.filled"}`) in that event’s documented shape, whatever the endpoint subscribes to: signed, logged and retried like every delivery. Its ids are samples: to see a real order produce events, place one (or run `npx brokerbridge trigger order.filled`).',
  })
  @Post(':id/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'The delivery, queued to be sent now' })
  @ApiBody({ type: SendTestWebhookDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: not an event type' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_DISABLED: it answered 410 Gone' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  test(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Body() dto: SendTestWebhookDto): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(ownerOf(request), id, dto.type);
  }

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: 'The deliveries to an endpoint, newest first, with every attempt' })
  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveryPageDto, description: 'Newest first, every attempt of each' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  deliveries(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Query() query: ListDeliveriesQuery): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(ownerOf(request), id, query.limit, query.after);
  }

  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'replayWebhookDelivery', summary: 'Send a delivery again now (succeeded or not), with the same webhook-id' })
  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Sent again now, same webhook-id, whatever its status' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_DISABLED: it answered 410 Gone' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'WEBHOOK.ENDPOINT_NOT_FOUND or WEBHOOK.DELIVERY_NOT_FOUND' })
  replay(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Param('deliveryId', uuid) deliveryId: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(ownerOf(request), id, deliveryId);
  }
}
