import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { APP_TYPES, type AppType } from '../app-types';

@ApiSchema({ name: 'App' })
export class AppDto {
  @ApiProperty({ format: 'uuid', example: '6b0e3c1d-2f4a-4b8e-9c7d-1a2b3c4d5e6f' }) readonly id: string;
  @ApiProperty({ example: 'bbapp_3kTMd9QmYh2wXr7c', description: 'The OAuth client_id' }) readonly clientId: string;
  @ApiProperty({ example: 'Acme Invest' }) readonly name: string;
  @ApiProperty({ enum: APP_TYPES, example: 'confidential' }) readonly type: AppType;
  @ApiProperty({ type: String, isArray: true, example: ['https://acme.example/brokerbridge/callback'] }) readonly redirectUris: string[];
  @ApiProperty({ enum: ['client_secret_basic', 'none'], description: 'How the app authenticates at the token endpoint', example: 'client_secret_basic' })
  readonly tokenEndpointAuthMethod: 'client_secret_basic' | 'none';
  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' }) readonly createdAt: string;
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
