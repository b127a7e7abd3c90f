import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../common/guards';
import { CreateKeyDto } from './dto/create-key.dto';
import { CreatedKeyDto, KeyListDto } from './dto/key.dto';
import { RequestLogDto } from './dto/request-log.dto';
import { RequestLogQuery } from './dto/request-log.query';
import { RollKeyDto } from './dto/roll-key.dto';
import { ApiKeyService } from './keys/api-key.service';
import { ApiRequestLogReader } from './requests/api-request-log.reader';

const userOf = (request: FastifyRequest) => request.session.user!.id;

/** The developer console's calls: the signed-in user's API keys and /v1 request log. */
@ApiTags('developer')
@Controller('developer')
@UseGuards(AuthenticatedGuard)
export class DeveloperController {
  constructor(
    private readonly keys: ApiKeyService,
    private readonly requests: ApiRequestLogReader,
  ) {}

  @Post('keys')
  @ApiCreatedResponse({ type: CreatedKeyDto, description: 'The only answer that carries the whole key' })
  @ApiConflictResponse({ description: 'DEVELOPER.KEY_QUOTA: 20 live keys already' })
  create(@Req() request: FastifyRequest, @Body() dto: CreateKeyDto): Promise<CreatedKeyDto> {
    return this.keys.create(userOf(request), dto.name, dto.scopes);
  }

  @Get('keys')
  @ApiOkResponse({ type: KeyListDto })
  async list(@Req() request: FastifyRequest): Promise<KeyListDto> {
    return { items: await this.keys.list(userOf(request)) };
  }

  @Delete('keys/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked on every instance within a second' })
  @ApiNotFoundResponse({ description: 'No live key of yours with this id' })
  revoke(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.keys.revoke(userOf(request), id);
  }

  @Post('keys/:id/roll')
  @ApiCreatedResponse({ type: CreatedKeyDto, description: 'The new key; the old one works until its expiresAt' })
  @ApiNotFoundResponse({ description: 'No live key of yours with this id' })
  roll(@Req() request: FastifyRequest, @Param('id', new ParseUUIDPipe()) id: string, @Body() dto: RollKeyDto): Promise<CreatedKeyDto> {
    return this.keys.roll(userOf(request), id, dto.graceSeconds);
  }

  @Get('requests')
  @ApiOkResponse({ type: RequestLogDto })
  async recent(@Req() request: FastifyRequest, @Query() filters: RequestLogQuery): Promise<RequestLogDto> {
    return { items: await this.requests.latest(userOf(request), filters) };
  }
}
