import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CONNECT_SCOPES } from '../../connect-scopes';

@ApiSchema({ name: 'Connection' })
export class ConnectionDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70' }) readonly id: string;
  @ApiProperty({ format: 'uuid', example: '6b0e3c1d-2f4a-4b8e-9c7d-1a2b3c4d5e6f', description: 'The partner app (see /v1/apps)' }) readonly appId: string;
  @ApiProperty({ example: 'northwind' }) readonly broker: string;
  @ApiProperty({ enum: ['active', 'broken', 'revoked'], example: 'active' }) readonly status: 'active' | 'broken' | 'revoked';
  @ApiProperty({
    type: String,
    enum: ['reauth_required', 'password_changed', 'broker_revoked'],
    nullable: true,
    example: null,
    description: 'Why it is broken (null unless broken). Repair: send the user through the authorization endpoint again with connection_id',
  })
  readonly brokenReason: 'reauth_required' | 'password_changed' | 'broker_revoked' | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-27T10:00:00.000Z',
    description:
      'In account clock time: when the broker asks its user to sign in again, and the connection breaks (null: the broker never asks; harborline 7 days, meridian 1, summit-ridge and tidewater 90)',
  })
  readonly reauthBy: string | null;
  @ApiProperty({ enum: CONNECT_SCOPES, isArray: true, example: ['accounts:read', 'trading:write'] }) readonly grantedScopes: string[];
  @ApiProperty({
    type: String,
    format: 'uuid',
    isArray: true,
    example: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'],
    description: 'The sandbox accounts the user picked; an access token reaches these only',
  })
  readonly accountIds: string[];
  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' }) readonly createdAt: string;
}

@ApiSchema({ name: 'ConnectionList' })
export class ConnectionListDto {
  @ApiProperty({ type: ConnectionDto, isArray: true }) readonly items: ConnectionDto[];
}
