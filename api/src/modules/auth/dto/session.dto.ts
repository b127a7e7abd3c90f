import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.dto';

/** Who the session belongs to: a user, or null for a visitor who is not signed in. */
export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true, example: { id: 1, username: 'admin', isAdmin: true } })
  readonly user: UserDto | null;
}
