import { ApiProperty } from '@nestjs/swagger';

/** A user as the client sees it: no hash, no timestamps. */
export class UserDto {
  @ApiProperty({ example: 1 })
  readonly id: number;

  @ApiProperty({ example: 'admin' })
  readonly username: string;

  @ApiProperty({ example: true })
  readonly isAdmin: boolean;
}
