import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireScope } from '../../developer';
import { CreateSandboxConnectionDto, SandboxConnectionDto } from './dto/create-sandbox-connection.dto';
import { SandboxConnections } from './sandbox-connections.service';

/** POST /v1/sandbox/connections: a connection and its tokens without a browser, with the developer's key. */
@ApiTags('connections')
@Controller('v1/sandbox/connections')
export class SandboxConnectionsController {
  constructor(private readonly sandbox: SandboxConnections) {}

  @Post()
  @RequireScope('sandbox:control')
  @ApiOperation({ operationId: 'createSandboxConnection', summary: 'A connection as if the user went through the portal, with its token pair (tests and CI)' })
  @ApiCreatedResponse({ type: SandboxConnectionDto })
  create(@Req() request: FastifyRequest, @Body() dto: CreateSandboxConnectionDto): Promise<SandboxConnectionDto> {
    return this.sandbox.create(request, request.apiKey!.userId, dto);
  }
}
