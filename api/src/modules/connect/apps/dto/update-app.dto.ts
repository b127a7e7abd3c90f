import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { IsRedirectUris } from './redirect-uris.validator';

@ApiSchema({ name: 'UpdateAppRequest' })
export class UpdateAppDto {
  @ApiPropertyOptional({ example: 'Acme Invest', minLength: 1, maxLength: 80 })
  @IsOptional()
  @IsString()
  @Length(1, 80, { message: 'name must be 1 to 80 characters' })
  readonly name?: string;

  @ApiPropertyOptional({ type: String, example: ['https://acme.example/brokerbridge/callback'], isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: 'redirectUris must list at least one URI' })
  @ArrayMaxSize(10, { message: 'redirectUris may list at most 10 URIs' })
  @ArrayUnique({ message: 'redirectUris must not repeat a URI' })
  @MaxLength(2048, { each: true, message: 'each redirect URI must be at most 2048 characters' })
  @IsRedirectUris()
  readonly redirectUris?: string[];
}
