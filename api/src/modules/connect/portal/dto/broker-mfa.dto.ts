import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

@ApiSchema({ name: 'ConnectBrokerMfaRequest' })
export class BrokerMfaDto {
  @ApiProperty({ description: 'The ticket the password step answered with' })
  @IsString()
  @Length(1, 300, { message: 'ticket must be 1 to 300 characters' })
  readonly ticket: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be 6 digits' })
  readonly code: string;
}
