import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { CONNECT_SCOPES } from '../../connect-scopes';

@ApiSchema({ name: 'ConnectConsentRequest' })
export class ConsentDto {
  @ApiProperty({ example: ['individual'], description: 'Keys of the broker accounts to connect' })
  @IsArray()
  @ArrayMinSize(1, { message: 'pick at least one account' })
  @ArrayMaxSize(10)
  @ArrayUnique({ message: 'accounts must not repeat an account' })
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  readonly accounts: string[];

  @ApiProperty({ enum: CONNECT_SCOPES, isArray: true, description: 'The scopes granted: the ones asked for, or fewer' })
  @IsArray()
  @ArrayMinSize(1, { message: 'grant at least one scope' })
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(CONNECT_SCOPES, { each: true, message: `each scope must be one of ${CONNECT_SCOPES.join(', ')}` })
  readonly scopes: string[];
}
