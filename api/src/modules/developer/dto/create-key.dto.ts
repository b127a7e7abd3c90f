import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Length, ValidateIf } from 'class-validator';
import { SCOPES, type Scope } from '../scopes';

export class CreateKeyDto {
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'My trading bot' })
  @IsString()
  @Length(1, 64, { message: 'name must be 1 to 64 characters' })
  readonly name: string;

  @ApiPropertyOptional({ enum: SCOPES, isArray: true, default: [...SCOPES], example: ['accounts:read', 'accounts:write', 'trading:write'] })
  // Left out: every sandbox scope, so a first key can do the whole quickstart (issue 33). null or [] are refused, not read as "all".
  @ValidateIf((_dto, value) => value !== undefined)
  @IsArray()
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(SCOPES, { each: true, message: `each scope must be one of ${SCOPES.join(', ')}` })
  readonly scopes: Scope[] = [...SCOPES];
}
