import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { APP_TYPES, type AppType } from '../app-types';
import { IsRedirectUris } from './redirect-uris.validator';

@ApiSchema({ name: 'CreateAppRequest' })
export class CreateAppDto {
  @ApiProperty({ example: 'Acme Invest', minLength: 1, maxLength: 80, description: 'Shown to the user on the consent screen' })
  @IsString()
  @Length(1, 80, { message: 'name must be 1 to 80 characters' })
  readonly name: string;

  @ApiProperty({
    example: ['https://acme.example/brokerbridge/callback'],
    type: String,
    isArray: true,
    description: 'https, or http on 127.0.0.1, localhost or [::1]; matched exactly',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'redirectUris must list at least one URI' })
  @ArrayMaxSize(10, { message: 'redirectUris may list at most 10 URIs' })
  @ArrayUnique({ message: 'redirectUris must not repeat a URI' })
  @MaxLength(2048, { each: true, message: 'each redirect URI must be at most 2048 characters' })
  @IsRedirectUris()
  readonly redirectUris: string[];

  @ApiProperty({
    enum: APP_TYPES,
    example: 'confidential',
    description: 'confidential: a server keeps a client secret; public: a browser or mobile app, PKCE only',
  })
  @IsIn(APP_TYPES, { message: `type must be one of ${APP_TYPES.join(', ')}` })
  readonly type: AppType;
}
