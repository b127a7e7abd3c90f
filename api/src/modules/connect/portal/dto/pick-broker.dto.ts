import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CONNECT_BROKER_IDS } from '../../brokers/connect-brokers';

@ApiSchema({ name: 'ConnectPickBrokerRequest' })
export class PickBrokerDto {
  @ApiProperty({ enum: CONNECT_BROKER_IDS, example: 'harborline', description: 'The broker the user signs in at' })
  @IsIn(CONNECT_BROKER_IDS, { message: `broker must be one of ${CONNECT_BROKER_IDS.join(', ')}` })
  readonly broker: string;
}
