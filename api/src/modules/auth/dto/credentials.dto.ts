import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** The login payload. Messages are the login page's own, so the client can show them as sent. */
export class CredentialsDto {
  @ApiProperty({ example: 'admin', minLength: 3, maxLength: 50 })
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  readonly username: string;

  @ApiProperty({ example: 'brokerbridge', minLength: 6, maxLength: 128 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  readonly password: string;
}
