import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../common/guards';
import { RateLimit } from '../../common/rate-limit';
import type { SessionConfig } from '../../config';
import type { SessionUser } from '../../session/session-user';
import { AuthService } from './auth.service';
import { CredentialsDto } from './dto/credentials.dto';
import { RegisterDto } from './dto/register.dto';
import { SessionDto } from './dto/session.dto';
import { UserDto } from './dto/user.dto';
import { LoginGuard, type LoginRequest } from './login.guard';
import { endSession, startSession } from './session-lifecycle';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: ConfigService,
  ) {}

  @Get('user')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ description: 'No signed-in user' })
  currentUser(@Req() request: FastifyRequest): SessionUser {
    return request.session.user!;
  }

  /**
   * The site's own "who is signed in?", asked on every page: nobody is an answer, not an error
   * (a 401 here would be logged as a console error on every anonymous page view). GET /api/user
   * keeps the spec's 401. See docs/decisions/session-probe-without-401.md.
   */
  @Get('session')
  @ApiOkResponse({ type: SessionDto })
  session(@Req() request: FastifyRequest): SessionDto {
    return { user: request.session?.user ?? null };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoginGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Username shorter than 3 or password shorter than 6 characters' })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for this username from this address' })
  async login(@Req() request: LoginRequest, @Body() _credentials: CredentialsDto): Promise<SessionUser> {
    const user = request.user!;
    await startSession(request, user);
    return user;
  }

  @Post('register')
  @RateLimit('public')
  @ApiCreatedResponse({ type: UserDto })
  @ApiConflictResponse({ description: 'The username is taken' })
  async register(@Req() request: FastifyRequest, @Body() body: RegisterDto): Promise<SessionUser> {
    const user = await this.auth.register(body.username, body.password);
    await startSession(request, user);
    return user;
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The session is gone (also when there was none)' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await endSession(request, response, this.config.getOrThrow<SessionConfig>('session').cookieName);
  }
}
