import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireScope } from '../../developer';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { ConnectionLifecycle } from './connection-lifecycle.service';
import { connectionDto } from './connections.service';
import { BreakConnectionDto } from './dto/break-connection.dto';
import { ConnectionDto } from './dto/connection.dto';
import { CreateSandboxConnectionDto, SandboxConnectionDto } from './dto/create-sandbox-connection.dto';
import { SandboxConnections } from './sandbox-connections.service';

/** POST /v1/sandbox/connections: a connection and its tokens without a browser, with the developer's key. */
@ApiTags('connections')
@Controller('v1/sandbox/connections')
export class SandboxConnectionsController {
  constructor(
    private readonly sandbox: SandboxConnections,
    private readonly lifecycle: ConnectionLifecycle,
  ) {}

  @Post()
  @RequireScope('sandbox:control')
  @ApiOperation({ operationId: 'createSandboxConnection', summary: 'A connection as if the user went through the portal, with its token pair (tests and CI)' })
  @ApiCreatedResponse({ type: SandboxConnectionDto })
  create(@Req() request: FastifyRequest, @Body() dto: CreateSandboxConnectionDto): Promise<SandboxConnectionDto> {
    return this.sandbox.create(request, request.apiKey!.userId, dto);
  }

  @Post(':id/break')
  @HttpCode(HttpStatus.OK)
  @RequireScope('sandbox:control')
  @ApiOperation({
    operationId: 'breakSandboxConnection',
    summary: 'Break a connection now, as its broker would: its tokens answer 409 CONNECTION.BROKEN on its accounts, connection.broken goes out',
  })
  @ApiOkResponse({ type: ConnectionDto, description: 'The connection, broken (one already broken is answered as it is)' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.CONNECTION_NOT_FOUND: no connection of your apps has this id' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'CONNECT.CONNECTION_REVOKED' })
  async break(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe()) id: string, @Body() dto: BreakConnectionDto): Promise<ConnectionDto> {
    return connectionDto(await this.lifecycle.breakOnDemand(request.apiKey!.userId, id, dto.reason));
  }
}
