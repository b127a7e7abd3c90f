import { Controller, Get } from '@nestjs/common';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NotSignedInException } from './auth.errors';

/** Accounts arrive with the accounts issue; until then nobody is signed in. */
@ApiTags('auth')
@Controller()
export class AuthController {
  @Get('user')
  @ApiUnauthorizedResponse({ description: 'No signed-in user' })
  currentUser(): never {
    throw new NotSignedInException();
  }
}
