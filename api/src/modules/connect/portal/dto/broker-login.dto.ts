import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

@ApiSchema({ name: 'ConnectBrokerLoginRequest' })
export class BrokerLoginDto {
  @ApiProperty({ example: 'user_good' })
  @IsString()
  @Length(1, 100, { message: 'username must be 1 to 100 characters' })
  readonly username: string;

  @ApiProperty({ example: 'pass_good' })
  @IsString()
  @Length(1, 200, { message: 'password must be 1 to 200 characters' })
  readonly password: string;
}
