import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../../common/guards';
import { AppsService } from './apps.service';
import { AppDto, AppListDto, CreatedAppDto } from './dto/app.dto';
import { CreateAppDto } from './dto/create-app.dto';
import { UpdateAppDto } from './dto/update-app.dto';

const userOf = (request: FastifyRequest) => request.session.user!.id;
const uuid = new ParseUUIDPipe();

/** The console's door onto the signed-in developer's partner apps (CONNECT.md): the same rules as /v1/apps. */
@ApiTags('developer')
@Controller('developer/apps')
@UseGuards(AuthenticatedGuard)
export class ConsoleAppsController {
  constructor(private readonly apps: AppsService) {}

  @Post()
  @ApiCreatedResponse({ type: CreatedAppDto, description: 'A confidential app’s clientSecret is in this answer only' })
  create(@Req() request: FastifyRequest, @Body() dto: CreateAppDto): Promise<CreatedAppDto> {
    return this.apps.create(userOf(request), dto);
  }

  @Get()
  @ApiOkResponse({ type: AppListDto })
  async list(@Req() request: FastifyRequest): Promise<AppListDto> {
    return { items: await this.apps.list(userOf(request)) };
  }

  @Patch(':id')
  @ApiOkResponse({ type: AppDto })
  update(@Req() request: FastifyRequest, @Param('id', uuid) id: string, @Body() dto: UpdateAppDto): Promise<AppDto> {
    return this.apps.update(userOf(request), id, dto);
  }

  @Post(':id/secret')
  @ApiCreatedResponse({ type: CreatedAppDto })
  rotateSecret(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<CreatedAppDto> {
    return this.apps.rotateSecret(userOf(request), id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Req() request: FastifyRequest, @Param('id', uuid) id: string): Promise<void> {
    return this.apps.remove(userOf(request), id);
  }
}
