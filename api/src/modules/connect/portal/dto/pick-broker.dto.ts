import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BROKER_IDS } from '../../../simulator';

@ApiSchema({ name: 'ConnectPickBrokerRequest' })
export class PickBrokerDto {
  @ApiProperty({ enum: BROKER_IDS, example: 'harborline', description: 'The broker the user signs in at' })
  @IsIn(BROKER_IDS, { message: `broker must be one of ${BROKER_IDS.join(', ')}` })
  readonly broker: string;
}
