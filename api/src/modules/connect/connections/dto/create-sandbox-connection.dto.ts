import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { BROKER_IDS } from '../../../simulator';
import { CONNECT_SCOPES } from '../../connect-scopes';

@ApiSchema({ name: 'CreateSandboxConnectionRequest' })
export class CreateSandboxConnectionDto {
  @ApiProperty({ example: 'bbapp_3kTMd9QmYh2wXr7c', description: 'One of your apps' })
  @IsString()
  @Length(1, 100)
  readonly clientId: string;

  @ApiPropertyOptional({
    enum: BROKER_IDS,
    default: 'northwind',
    example: 'harborline',
    description:
      'The broker; its re-login horizon sets the connection’s reauthBy (harborline 7 days of account time, meridian 1, summit-ridge and tidewater 90, northwind never)',
  })
  @IsOptional()
  @IsIn(BROKER_IDS, { message: `broker must be one of ${BROKER_IDS.join(', ')}` })
  readonly broker?: string;

  @ApiProperty({ example: 'user_good', description: 'A sandbox test user; its scripted outcome applies (user_mfa passes its code)' })
  @IsString()
  @Length(1, 100)
  readonly username: string;

  @ApiProperty({ enum: CONNECT_SCOPES, isArray: true, example: ['accounts:read', 'trading:write'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(CONNECT_SCOPES, { each: true, message: `each scope must be one of ${CONNECT_SCOPES.join(', ')}` })
  readonly scopes: string[];
}

@ApiSchema({ name: 'SandboxConnection' })
export class SandboxConnectionDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70' }) readonly connectionId: string;
  @ApiProperty({ example: 'Qm3kT9xYh2wXr7cZp2Lk8mN3pQr5sT7vWx9yAb4cD' }) readonly accessToken: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Lk8mN3pQr5sT7vWx9yQm3kT9xYh2wXr7cZp2Ef6gH',
    description: 'null at a broker whose tokens cannot be refreshed (its tokenPolicy.refreshable false: meridian, northwind)',
  })
  readonly refreshToken: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 900,
    description:
      'Seconds: the broker’s tokenPolicy.accessTokenSeconds, else the server’s default (meridian 86400); null: the token does not expire (tokenPolicy.accessTokenExpires false: northwind) and lasts until revoked',
  })
  readonly expiresIn: number | null;
  @ApiProperty({ example: 'accounts:read trading:write' }) readonly scope: string;
}
