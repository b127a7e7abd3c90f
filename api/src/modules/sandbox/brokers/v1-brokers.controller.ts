import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { RequireScope } from '../../developer';
import { BROKER_IDS, BROKER_PROFILES, brokerProfile } from '../../simulator';
import { BrokerNotFoundException } from './brokers.errors';
import { brokerDto } from './broker-views';
import { BrokerDto, BrokerListDto } from './dto/broker.dto';

/** The brokers' capability documents, straight from their profiles (the order check reads the same data). */
@ApiTags('brokers')
@Controller('v1/brokers')
export class V1BrokersController {
  private readonly list = { items: BROKER_PROFILES.map(brokerDto) };

  @Get()
  @RequireScope('accounts:read')
  @ApiOperation({
    operationId: 'listBrokers',
    summary: 'Every broker with its capability document (order types, time in force per type, limits, token policy, history)',
  })
  @ApiOkResponse({ type: BrokerListDto })
  brokers(): BrokerListDto {
    return this.list;
  }

  @Get(':brokerId')
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'getBroker', summary: 'One broker’s capability document' })
  @ApiParam({ name: 'brokerId', enum: BROKER_IDS, example: 'meridian' })
  @ApiOkResponse({ type: BrokerDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'BROKER.NOT_FOUND: details.brokers lists the ids' })
  broker(@Param('brokerId') id: string): BrokerDto {
    const profile = brokerProfile(id);
    if (!profile) throw new BrokerNotFoundException();
    return brokerDto(profile);
  }
}
