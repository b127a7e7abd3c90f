import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/errors';

export class AssetNotFoundException extends AppException {
  constructor(symbol: string) {
    super(HttpStatus.NOT_FOUND, 'ASSET.NOT_FOUND', `No asset ${symbol} in the catalogue: GET /v1/assets lists them.`, undefined, { symbol });
  }
}
