import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../common/guards';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { SendTestWebhookDto } from './dto/send-test-webhook.dto';
import { WebhookDeliveryDetailDto } from './dto/webhook-delivery-detail.dto';
import { WebhookDeliveryDto, WebhookDeliveryPageDto } from './dto/webhook-delivery.dto';
import { CreatedWebhookEndpointDto, WebhookEndpointListDto } from './dto/webhook-endpoint.dto';
import { WebhooksService } from './webhooks.service';

const userOf = (request: FastifyRequest) => request.session.user!.id;
const uuid = new ParseUUIDPipe();

/** The console's view of the signed-in developer's endpoints: the same service and JSON as /v1/webhooks. */
@ApiTags('developer')
@Controller('developer/webhooks')
@UseGuards(AuthenticatedGuard)
export class WebhooksConsoleController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOkResponse({ type: WebhookEndpointListDto })
  async list(@Req() request: FastifyRequest): Promise<WebhookEndpointListDto> {
    return { items: await this.webhooks.list(userOf(request)) };
  }

  /** As POST /v1/webhooks: the only answer that carries the secret. */
  @Post()
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  create(@Req() request: FastifyRequest, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(userOf(request), dto.url, dto.events);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its deliveries' })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  remove(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<void> {
    return this.webhooks.remove(userOf(request), id);
  }

  /** As POST /v1/webhooks/{id}/test: fires `webhook.test` or a sample of any event type. */
  @Post(':id/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  test(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Body() dto: SendTestWebhookDto): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(userOf(request), id, dto.type);
  }

  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  deliveries(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Query() query: ListDeliveriesQuery): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(userOf(request), id, query.limit, query.after);
  }

  @Get(':id/deliveries/:deliveryId')
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND or WEBHOOK.DELIVERY_NOT_FOUND' })
  delivery(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Param('deliveryId', uuid) deliveryId: string): Promise<WebhookDeliveryDetailDto> {
    return this.webhooks.delivery(userOf(request), id, deliveryId);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND or WEBHOOK.DELIVERY_NOT_FOUND' })
  replay(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Param('deliveryId', uuid) deliveryId: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(userOf(request), id, deliveryId);
  }
}
