import { ASSET_SYMBOLS } from '../../simulator';

/** What a /v1 body with a symbol outside the catalogue is told. */
export const SYMBOL_MESSAGE = `symbol must be one of the symbols of GET /v1/assets: ${ASSET_SYMBOLS.join(', ')}`;
