import { ApiProperty } from '@nestjs/swagger';
import { SCOPES } from '../scopes';

/** A key as the console lists it: never its secret. */
export class KeyDto {
  @ApiProperty({ format: 'uuid' })
  readonly id: string;

  @ApiProperty({ example: 'My trading bot' })
  readonly name: string;

  @ApiProperty({ enum: SCOPES, isArray: true })
  readonly scopes: string[];

  @ApiProperty({ example: 'bb_test_k7Qm2xW9aB3c', description: 'The key up to its secret, to tell keys apart' })
  readonly prefix: string;

  @ApiProperty({ format: 'date-time' })
  readonly createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  readonly lastUsedAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Set when rolled: the end of the grace period' })
  readonly expiresAt: string | null;
}

/** Only when created or rolled: the whole key, shown once. */
export class CreatedKeyDto extends KeyDto {
  @ApiProperty({ example: 'bb_test_k7Qm2xW9aB3c_2b8Yc1...' })
  readonly key: string;
}

export class KeyListDto {
  @ApiProperty({ type: [KeyDto] })
  readonly items: KeyDto[];
}
