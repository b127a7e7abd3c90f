import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../../common/guards';
import { csvAttachment } from '../../common/http/admin-list';
import { ListSubscribersQueryDto, SubscriberSearchDto } from './dto/list-subscribers-query.dto';
import { SubscriberPageDto } from './dto/subscriber-page.dto';
import { MailingService } from './mailing.service';
import { subscribersToCsv } from './subscribers-csv';

/** The admin dashboard's read side of the mailing list. */
@ApiTags('admin')
@Controller('admin/subscribers')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in, but not an administrator' })
export class AdminSubscribersController {
  constructor(private readonly mailing: MailingService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SubscriberPageDto, description: 'Newest first' })
  list(@Query() query: ListSubscribersQueryDto): Promise<SubscriberPageDto> {
    return this.mailing.findPage(query.q || undefined, query.page, query.pageSize);
  }

  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV: id,email,source,createdAt, newest first' })
  async export(@Query() query: SubscriberSearchDto, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const subscribers = await this.mailing.findAllForExport(query.q || undefined);
    csvAttachment(res, 'subscribers');
    return subscribersToCsv(subscribers);
  }
}
