import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { RequireScope } from '../../developer';
import { AppsService } from './apps.service';
import { AppDto, AppListDto, CreatedAppDto } from './dto/app.dto';
import { CreateAppDto } from './dto/create-app.dto';
import { UpdateAppDto } from './dto/update-app.dto';

const ownerOf = (request: FastifyRequest) => request.apiKey!.userId;
const uuid = new ParseUUIDPipe();
/** The developer's own key: an app's access token never carries sandbox:control, so it can never manage apps. */
const MANAGE = 'sandbox:control';

/** /v1/apps: a developer's partner apps, the OAuth clients of BrokerBridge Connect. */
@ApiTags('apps')
@Controller('v1/apps')
export class AppsController {
  constructor(private readonly apps: AppsService) {}

  @Post()
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'createApp', summary: 'Register a partner app; a confidential app’s clientSecret is in this answer only' })
  @ApiCreatedResponse({ type: CreatedAppDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'CONNECT.APP_QUOTA: 10 apps already' })
  create(@Req() request: FastifyRequest, @Body() dto: CreateAppDto): Promise<CreatedAppDto> {
    return this.apps.create(ownerOf(request), dto);
  }

  @Get()
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'listApps', summary: 'Your partner apps, newest first' })
  @ApiOkResponse({ type: AppListDto })
  async list(@Req() request: FastifyRequest): Promise<AppListDto> {
    return { items: await this.apps.list(ownerOf(request)) };
  }

  @Get(':id')
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'getApp', summary: 'One partner app' })
  @ApiOkResponse({ type: AppDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.APP_NOT_FOUND' })
  get(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<AppDto> {
    return this.apps.get(ownerOf(request), id);
  }

  @Patch(':id')
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'updateApp', summary: 'Rename an app or replace its redirect URIs' })
  @ApiOkResponse({ type: AppDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.APP_NOT_FOUND' })
  update(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Body() dto: UpdateAppDto): Promise<AppDto> {
    return this.apps.update(ownerOf(request), id, dto);
  }

  @Post(':id/secret')
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'rotateAppSecret', summary: 'A new client secret, shown once; the old one stops working at once' })
  @ApiCreatedResponse({ type: CreatedAppDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.APP_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'CONNECT.PUBLIC_APP_HAS_NO_SECRET' })
  rotateSecret(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<CreatedAppDto> {
    return this.apps.rotateSecret(ownerOf(request), id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireScope(MANAGE)
  @ApiOperation({ operationId: 'deleteApp', summary: 'Delete an app: its connections and every token issued to it are revoked' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'CONNECT.APP_NOT_FOUND' })
  remove(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<void> {
    return this.apps.remove(ownerOf(request), id);
  }
}
