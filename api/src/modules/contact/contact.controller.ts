import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireJsonBody } from '../../common/http/body-shape.hook';
import { RateLimit } from '../../common/rate-limit';
import { JsonRequiredException } from './contact.errors';
import { ContactService, LeadFields } from './contact.service';
import { ContactDto } from './dto/contact.dto';
import { CONTACT_RECEIVED, ContactResponseDto } from './dto/contact-response.dto';
import { CopperSubmitDto, splitName } from './dto/copper-submit.dto';
import { HubspotSubmitDto } from './dto/hubspot-submit.dto';
import type { LeadSource } from './entities/lead.entity';

/** The combined `name` some clients send beside firstName and lastName is not stored: those two are. */
function withoutFullName({ name: _fullName, ...fields }: ContactDto): LeadFields {
  return fields;
}

/** Three doors, one room: every endpoint validates alike and stores a lead before answering. */
@ApiTags('contact')
@Controller()
@RateLimit('public')
@ApiBadRequestResponse({ description: 'A field is missing or invalid; `errors` names each one' })
@ApiTooManyRequestsResponse({ description: 'Too many submissions from this address' })
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @HttpCode(HttpStatus.CREATED)
  @RequireJsonBody(() => new JsonRequiredException())
  @ApiCreatedResponse({ type: ContactResponseDto })
  contactForm(@Body() body: ContactDto, @Req() req: FastifyRequest): Promise<ContactResponseDto> {
    return this.store(withoutFullName(body), 'contact', req);
  }

  @Post('copper-submit')
  @HttpCode(HttpStatus.CREATED)
  @RequireJsonBody(() => new JsonRequiredException())
  @ApiCreatedResponse({ type: ContactResponseDto })
  copperSubmit(@Body() body: CopperSubmitDto, @Req() req: FastifyRequest): Promise<ContactResponseDto> {
    const { name, ...rest } = body;
    return this.store({ ...splitName(name), ...rest }, 'copper-submit', req);
  }

  @Post('hubspot-submit')
  @HttpCode(HttpStatus.CREATED)
  @RequireJsonBody(() => new JsonRequiredException())
  @ApiCreatedResponse({ type: ContactResponseDto })
  hubspotSubmit(@Body() body: HubspotSubmitDto, @Req() req: FastifyRequest): Promise<ContactResponseDto> {
    return this.store(withoutFullName(body), 'hubspot-submit', req);
  }

  private async store(fields: LeadFields, source: LeadSource, req: FastifyRequest): Promise<ContactResponseDto> {
    await this.contact.submit(fields, {
      source,
      page: req.headers.referer ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      ip: req.ip ?? null,
    });
    return { message: CONTACT_RECEIVED };
  }
}
