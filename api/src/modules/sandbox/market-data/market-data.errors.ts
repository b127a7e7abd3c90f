import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/errors';

export class AssetNotFoundException extends AppException {
  constructor(symbol: string) {
    super(HttpStatus.NOT_FOUND, 'ASSET.NOT_FOUND', `No asset ${symbol} in the catalogue: GET /v1/assets lists them.`, undefined, { symbol });
  }
}

/** A range of bars that starts, or ends, before the broker's history (history.depthDays): what it serves, and from when. */
export class BeyondHistoryException extends AppException {
  constructor(field: 'start' | 'end', broker: { id: string; name: string; depthDays: number }, earliest: Date) {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'MARKET_DATA.BEYOND_HISTORY',
      `${broker.name} serves ${broker.depthDays} days of history: ${field} must be after ${earliest.toISOString()}.`,
      undefined,
      { field, broker: broker.id, depthDays: broker.depthDays, earliest: earliest.toISOString() },
    );
  }
}
