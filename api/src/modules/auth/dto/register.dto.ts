import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH, NO_CONTROL_CHARACTERS } from '../../../config/password-rules';

export class RegisterDto {
  @ApiProperty({ example: 'jsmith', minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' })
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may only contain letters, digits, dots, dashes and underscores' })
  readonly username: string;

  @ApiProperty({ example: 'correct-horse', minLength: 8, maxLength: 128 })
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(NEW_PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @Matches(NO_CONTROL_CHARACTERS, { message: 'Password may not contain control characters' })
  readonly password: string;
}
