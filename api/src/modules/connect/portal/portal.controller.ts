import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BrokerLoginDto } from './dto/broker-login.dto';
import { BrokerMfaDto } from './dto/broker-mfa.dto';
import { ConsentDto } from './dto/consent.dto';
import { PickBrokerDto } from './dto/pick-broker.dto';
import type { InteractionDto } from './interaction.dto';
import { PortalService } from './portal.service';

/** The connect portal's calls, under the interaction's path (its cookie's scope); the page is the web client's /connect?interaction=<uid>. */
@ApiExcludeController()
@Controller('connect/interactions/:uid')
export class PortalController {
  constructor(private readonly portal: PortalService) {}

  /** Where the authorization endpoint sends the browser: on to the portal's page. */
  @Get()
  start(@Param('uid') uid: string, @Res() reply: FastifyReply): void {
    void reply.redirect(`/connect?interaction=${encodeURIComponent(uid)}`, 303);
  }

  @Get('details')
  details(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string): Promise<InteractionDto> {
    return this.portal.details(request, reply, uid);
  }

  @Post('broker')
  @HttpCode(HttpStatus.OK)
  pickBroker(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string, @Body() dto: PickBrokerDto) {
    return this.portal.pickBroker(request, reply, uid, dto.broker);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string, @Body() dto: BrokerLoginDto) {
    return this.portal.login(request, reply, uid, dto.username, dto.password);
  }

  @Post('mfa')
  @HttpCode(HttpStatus.OK)
  mfa(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string, @Body() dto: BrokerMfaDto) {
    return this.portal.mfa(request, reply, uid, dto.ticket, dto.code);
  }

  @Post('consent')
  @HttpCode(HttpStatus.OK)
  consent(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string, @Body() dto: ConsentDto) {
    return this.portal.consent(request, reply, uid, dto);
  }

  @Post('deny')
  @HttpCode(HttpStatus.OK)
  deny(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string) {
    return this.portal.deny(request, reply, uid, 'The user denied access');
  }

  @Post('no-accounts')
  @HttpCode(HttpStatus.OK)
  noAccounts(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Param('uid') uid: string) {
    return this.portal.deny(request, reply, uid, 'No eligible accounts at the broker');
  }
}
