import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { RequireScope } from '../../developer';
import { ConnectionNotFoundException } from '../connect.errors';
import { ConnectionsService } from './connections.service';
import { ConnectionDto, ConnectionListDto } from './dto/connection.dto';

const uuid = new ParseUUIDPipe();

/** /v1/connections: with the developer's key, every connection of their apps; with an app's access token, its own. */
@ApiTags('connections')
@Controller('v1/connections')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'listConnections', summary: 'Connections of your apps, newest first (an access token sees its own)' })
  @ApiOkResponse({ type: ConnectionListDto })
  async list(@Req() request: FastifyRequest): Promise<ConnectionListDto> {
    return { items: await this.connections.list(request.apiKey!.userId, request.connectToken?.connectionId) };
  }

  @Get(':id')
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'getConnection', summary: 'One connection: its app, broker, status, granted scopes and accounts' })
  @ApiOkResponse({ type: ConnectionDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.CONNECTION_NOT_FOUND (also another app’s, with a token)' })
  get(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<ConnectionDto> {
    const own = request.connectToken?.connectionId;
    if (own && own !== id) throw new ConnectionNotFoundException();
    return this.connections.get(request.apiKey!.userId, id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireScope('sandbox:control')
  @ApiOperation({ operationId: 'revokeConnection', summary: 'Revoke a connection: every token of it stops working on every instance' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'AUTH.TOKEN_NOT_ALLOWED: an app revokes its tokens at the revocation endpoint' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.CONNECTION_NOT_FOUND' })
  revoke(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<void> {
    return this.connections.revoke(request.apiKey!.userId, id);
  }
}
