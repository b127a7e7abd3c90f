import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../../common/guards';
import { BROKER_PROFILES } from '../../simulator';
import { brokerDto } from './broker-views';
import { BrokerListDto } from './dto/broker.dto';

/** The brokers for the console's account form (its broker picker and the names beside each account): GET /v1/brokers's answer, with the session. */
@ApiTags('developer')
@Controller('developer/brokers')
@UseGuards(AuthenticatedGuard)
export class DeveloperBrokersController {
  private readonly list = { items: BROKER_PROFILES.map(brokerDto) };

  @Get()
  @ApiOkResponse({ type: BrokerListDto })
  brokers(): BrokerListDto {
    return this.list;
  }
}
