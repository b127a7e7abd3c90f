import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../common/guards';
import { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { WebhookDeliveryDto, WebhookDeliveryPageDto } from './dto/webhook-delivery.dto';
import { WebhookEndpointListDto } from './dto/webhook-endpoint.dto';
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

  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND' })
  deliveries(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Query() query: ListDeliveriesQuery): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(userOf(request), id, query.limit, query.after);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK.ENDPOINT_NOT_FOUND or WEBHOOK.DELIVERY_NOT_FOUND' })
  replay(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Param('deliveryId', uuid) deliveryId: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(userOf(request), id, deliveryId);
  }
}
