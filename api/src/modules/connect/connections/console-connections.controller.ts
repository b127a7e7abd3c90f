import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Req, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { AuthenticatedGuard } from '../../../common/guards';
import { ConnectionsService } from './connections.service';
import { ConnectionListDto } from './dto/connection.dto';

const userOf = (request: FastifyRequest) => request.session.user!.id;

/** The console's door onto the connections of the signed-in developer's apps: the same service as /v1/connections with a key. */
@ApiTags('developer')
@Controller('developer/connections')
@UseGuards(AuthenticatedGuard)
export class ConsoleConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  @ApiOkResponse({ type: ConnectionListDto })
  async list(@Req() request: FastifyRequest): Promise<ConnectionListDto> {
    return { items: await this.connections.list(userOf(request)) };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked: every token of the connection stops working on every instance' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.CONNECTION_NOT_FOUND (also another developer’s)' })
  revoke(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.connections.revoke(userOf(request), id);
  }
}
