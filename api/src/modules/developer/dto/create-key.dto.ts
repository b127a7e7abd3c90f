import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Length } from 'class-validator';
import { SCOPES, type Scope } from '../scopes';

export class CreateKeyDto {
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'My trading bot' })
  @IsString()
  @Length(1, 64, { message: 'name must be 1 to 64 characters' })
  readonly name: string;

  @ApiProperty({ enum: SCOPES, isArray: true, example: ['accounts:read', 'accounts:write', 'trading:write'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(SCOPES, { each: true, message: `each scope must be one of ${SCOPES.join(', ')}` })
  readonly scopes: Scope[];
}
