import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { APP_TYPES, type AppType } from '../app-types';

@ApiSchema({ name: 'App' })
export class AppDto {
  @ApiProperty({ format: 'uuid' }) readonly id: string;
  @ApiProperty({ example: 'bbapp_3kTMd9QmYh2wXr7c', description: 'The OAuth client_id' }) readonly clientId: string;
  @ApiProperty({ example: 'Acme Invest' }) readonly name: string;
  @ApiProperty({ enum: APP_TYPES }) readonly type: AppType;
  @ApiProperty({ isArray: true, example: ['https://acme.example/brokerbridge/callback'] }) readonly redirectUris: string[];
  @ApiProperty({ enum: ['client_secret_basic', 'none'], description: 'How the app authenticates at the token endpoint' })
  readonly tokenEndpointAuthMethod: 'client_secret_basic' | 'none';
  @ApiProperty({ format: 'date-time' }) readonly createdAt: string;
}

@ApiSchema({ name: 'CreatedApp' })
export class CreatedAppDto extends AppDto {
  @ApiPropertyOptional({ example: 'bbsec_Zp2...', description: 'Confidential apps only, shown in this answer only (stored as a hash)' })
  readonly clientSecret?: string;
}

@ApiSchema({ name: 'AppList' })
export class AppListDto {
  @ApiProperty({ type: AppDto, isArray: true }) readonly items: AppDto[];
}
