import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'ConnectInteraction' })
export class InteractionDto {
  @ApiProperty() readonly uid: string;
  @ApiProperty({ enum: ['broker', 'login', 'consent'], description: 'broker: pick one (a new connection); login: sign in at it; consent' })
  readonly step: 'broker' | 'login' | 'consent';
  @ApiProperty({ example: { name: 'Acme Invest' } }) readonly app: { name: string };
  @ApiProperty({ example: { id: 'northwind', name: 'Northwind Securities' }, nullable: true, description: 'null until the user picks one' })
  readonly broker: { id: string; name: string } | null;
  @ApiProperty({ description: 'The brokers to pick from', example: [{ id: 'northwind', name: 'Northwind Securities' }] })
  readonly brokers: readonly { id: string; name: string }[];
  @ApiProperty({ isArray: true, example: ['accounts:read', 'trading:write'] }) readonly requestedScopes: string[];
  @ApiProperty({ description: 'The sandbox test users, shown on the sign-in page' })
  readonly testCredentials: readonly { username: string; password: string; outcome: string }[];
  @ApiPropertyOptional({ description: 'Set when this authorization repairs a connection (connection_id): its accounts stay the ones connected' })
  readonly repair?: { connectionId: string };
  @ApiPropertyOptional({ description: 'At the consent step: the accounts to pick from, and scopes the broker refuses for this user' })
  readonly consent?: { username: string; accounts: { key: string; name: string }[]; refusedScopes: string[] };
}
