import { Controller, Get, Param, ParseUUIDPipe, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HeavyCalls } from '../../developer';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { AccountCall } from '../account-call.decorator';
import { SandboxErrorsFilter } from '../sandbox.errors';
import { developerOf } from '../v1-accounts.controller';
import { BarPageDto } from './dto/bar.dto';
import { BarsQueryDto } from './dto/bars-query.dto';
import { QuoteListDto } from './dto/quote.dto';
import { QuotesQueryDto } from './dto/quotes-query.dto';
import { barsCallWeight } from './bars-call-weight';
import { SandboxMarketData } from './sandbox-market-data.service';

const AccountId = () => Param('accountId', new ParseUUIDPipe());

/** Quotes and bars on an account's own clock, from its seeded price path. */
@ApiTags('market data')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts')
export class V1MarketDataController {
  constructor(
    private readonly marketData: SandboxMarketData,
    private readonly heavy: HeavyCalls,
  ) {}

  @Get(':accountId/quotes')
  @AccountCall('accounts:read')
  @ApiOperation({
    operationId: 'getQuotes',
    summary: 'Bid, ask and last of up to 50 symbols at the account’s clock time',
    description:
      'last is the account’s price now (the seeded path, or a price set by hand this minute): what a market order fills at. The simulator keeps no order book: bid and ask are last ∓ half a spread of 1 bp of last, rounded out to whole cents, at least a cent each side. Outside sessions the path goes on moving; orders still wait for the open. At a broker whose data is late (its history.delaySeconds: tidewater 86400) the quotes are for the clock less that delay (at, delaySeconds).',
  })
  @ApiOkResponse({ type: QuoteListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: no symbols, more than 50, or symbols not in the catalogue (named)' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  quotes(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: QuotesQueryDto): Promise<QuoteListDto> {
    return this.marketData.quotes(developerOf(request), accountId, query.symbols);
  }

  @Get(':accountId/bars')
  @AccountCall('accounts:read')
  @ApiOperation({
    operationId: 'getBars',
    summary: 'OHLCV bars of one symbol from the account’s price path, paged, never past its clock',
    description:
      'Computed from the seeded path, not stored: the same seed and range give the same bars. Session minutes only (NYSE calendar). A bar starts in [start, end) and has ended by the account’s clock, less its broker’s history.delaySeconds (tidewater: a day), and none starts before the broker’s history (history.depthDays before that: tidewater 365, meridian 730): a range asked before it is refused with 422, the default range is cut at it. 1Min: one minute; 1Hour: the session’s minutes in one clock hour (the first from 09:30 New York); 1Day: the session. open is the previous bar’s close (the overnight move falls in a session’s first bar), close the path’s price in the bar’s last minute, high ≥ max(open, close), low ≤ min(open, close), volume simulated. Hours and days aggregate their minutes exactly. Page with after=nextCursor; a page of hours or days works through at most 260 sessions and may hold fewer than limit bars. A request counts as one call per 1,000 bars of limit against the key’s rate limit (limit=10000: 10 calls).',
  })
  @ApiOkResponse({ type: BarPageDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'VALIDATION_FAILED: unknown symbol or timeframe, start not before end, limit outside 1–10,000, a foreign cursor',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description:
      'MARKET_DATA.BEYOND_HISTORY: start (or end) is before the broker’s history, history.depthDays before the data’s now; details {field, broker, depthDays, earliest}',
  })
  async bars(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @AccountId() accountId: string,
    @Query() query: BarsQueryDto,
  ): Promise<BarPageDto> {
    await this.heavy.charge(request, reply, barsCallWeight(query.limit));
    return this.marketData.bars(developerOf(request), accountId, query);
  }
}
