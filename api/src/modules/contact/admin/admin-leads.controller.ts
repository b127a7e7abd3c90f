import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../../../common/guards';
import { csvAttachment } from '../../../common/http/admin-list';
import { AdminLeadsService } from './admin-leads.service';
import { LeadPageDto } from './lead-page.dto';
import { leadsToCsv } from './leads-csv';
import { LeadSearchQuery, ListLeadsQuery } from './list-leads.query';

@ApiTags('admin')
@Controller('admin/leads')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in, but not an administrator' })
export class AdminLeadsController {
  constructor(private readonly leads: AdminLeadsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: LeadPageDto })
  list(@Query() query: ListLeadsQuery): Promise<LeadPageDto> {
    return this.leads.findPage(query.q || undefined, query.page, query.pageSize);
  }

  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every matching lead as CSV, newest first' })
  async export(@Query() query: LeadSearchQuery, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const leads = await this.leads.findAllForExport(query.q || undefined);
    csvAttachment(res, 'leads');
    return leadsToCsv(leads);
  }
}
