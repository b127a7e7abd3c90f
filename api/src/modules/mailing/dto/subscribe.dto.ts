import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const EMAIL_MAX_LENGTH = 254;
const SOURCE_MAX_LENGTH = 200;

export class SubscribeDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased before it is stored' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `The email address must be at most ${EMAIL_MAX_LENGTH} characters.` })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  readonly email: string;

  @ApiPropertyOptional({ example: '/', maxLength: SOURCE_MAX_LENGTH, description: 'Path of the page the visitor subscribed from' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Source must be a page path starting with "/"' })
  @MaxLength(SOURCE_MAX_LENGTH, { message: `Source must be at most ${SOURCE_MAX_LENGTH} characters` })
  @Matches(/^\/[^\s]*$/, { message: 'Source must be a page path starting with "/"' })
  readonly source?: string;
}
