import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedGuard } from '../../common/guards';
import type { SessionUser } from '../../session/session-user';

/** Signing in arrives with the accounts issue; until then no session has a user. */
@ApiTags('auth')
@Controller()
export class AuthController {
  @Get('user')
  @UseGuards(AuthenticatedGuard)
  @ApiUnauthorizedResponse({ description: 'No signed-in user' })
  currentUser(@Req() request: Request): SessionUser {
    return request.session.user!;
  }
}
