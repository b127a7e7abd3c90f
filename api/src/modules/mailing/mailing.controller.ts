import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '../../common/rate-limit';
import { SubscribeResponseDto } from './dto/subscribe-response.dto';
import { SubscribeDto } from './dto/subscribe.dto';
import { MailingService } from './mailing.service';

const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed. Thank you!';

@ApiTags('mailing list')
@Controller('mailing-list')
export class MailingController {
  constructor(private readonly mailing: MailingService) {}

  /** Subscribing twice is a success for the visitor (200), not an error, and adds no row. */
  @Post('subscribe')
  @RateLimit('public')
  @ApiCreatedResponse({ type: SubscribeResponseDto, description: 'A new subscription' })
  @ApiOkResponse({ type: SubscribeResponseDto, description: 'The address was already subscribed' })
  @ApiBadRequestResponse({ description: 'Invalid email, oversized or unknown field' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address in a minute' })
  async subscribe(@Body() body: SubscribeDto, @Res({ passthrough: true }) res: FastifyReply): Promise<SubscribeResponseDto> {
    const created = await this.mailing.subscribe(body.email, body.source ?? null);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
  }
}
