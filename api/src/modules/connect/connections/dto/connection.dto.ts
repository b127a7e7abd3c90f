import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CONNECT_SCOPES } from '../../connect-scopes';

@ApiSchema({ name: 'Connection' })
export class ConnectionDto {
  @ApiProperty({ format: 'uuid' }) readonly id: string;
  @ApiProperty({ format: 'uuid', description: 'The partner app (see /v1/apps)' }) readonly appId: string;
  @ApiProperty({ example: 'northwind' }) readonly broker: string;
  @ApiProperty({ enum: ['active', 'broken', 'revoked'] }) readonly status: 'active' | 'broken' | 'revoked';
  @ApiProperty({ enum: CONNECT_SCOPES, isArray: true }) readonly grantedScopes: string[];
  @ApiProperty({ type: String, format: 'uuid', isArray: true, description: 'The sandbox accounts the user picked; an access token reaches these only' })
  readonly accountIds: string[];
  @ApiProperty({ format: 'date-time' }) readonly createdAt: string;
}

@ApiSchema({ name: 'ConnectionList' })
export class ConnectionListDto {
  @ApiProperty({ type: ConnectionDto, isArray: true }) readonly items: ConnectionDto[];
}
