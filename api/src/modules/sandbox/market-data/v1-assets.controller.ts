import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { RequireScope } from '../../developer';
import { AssetDto, AssetListDto } from './dto/asset.dto';
import { SandboxMarketData } from './sandbox-market-data.service';

/** The asset catalogue: what sandbox accounts trade, and which brokers trade it. */
@ApiTags('market data')
@Controller('v1/assets')
export class V1AssetsController {
  constructor(private readonly marketData: SandboxMarketData) {}

  @Get()
  @RequireScope('accounts:read')
  @ApiOperation({
    operationId: 'listAssets',
    summary: 'Every symbol the sandbox trades: US equities and ETFs, fractionable or not, with the brokers that trade each',
  })
  @ApiOkResponse({ type: AssetListDto })
  list(): AssetListDto {
    return this.marketData.assets();
  }

  @Get(':symbol')
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'getAsset', summary: 'One symbol of the catalogue' })
  @ApiOkResponse({ type: AssetDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ASSET.NOT_FOUND: no such symbol in the catalogue' })
  get(@Param('symbol') symbol: string): AssetDto {
    return this.marketData.asset(symbol);
  }
}
