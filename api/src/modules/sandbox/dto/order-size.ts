import Decimal from 'decimal.js';
import { ValidateBy } from 'class-validator';
import { SHARE_DECIMALS } from '../../simulator';

/** The most shares one order may ask for, whole or fractional (well under 2^23: engine/shares.ts). */
export const MAX_ORDER_QUANTITY = 1_000_000;
/** The smallest notional order, in dollars (Alpaca's minimum). */
export const MIN_NOTIONAL = '1.00';
export const MAX_NOTIONAL = '1000000.00';

/**
 * A share quantity: a number greater than 0, at most MAX_ORDER_QUANTITY, with at most 9 decimal
 * places (a fractional one is a fractional order, which the broker check decides on).
 * Checked through Decimal: class-validator's maxDecimalPlaces reads 1e-9 as having none.
 */
export const IsShareQuantity = () =>
  ValidateBy({
    name: 'isShareQuantity',
    validator: {
      validate: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_ORDER_QUANTITY && new Decimal(v).decimalPlaces() <= SHARE_DECIMALS,
      defaultMessage: () =>
        `quantity must be a number of shares greater than 0 and at most ${MAX_ORDER_QUANTITY}, with at most ${SHARE_DECIMALS} decimal places`,
    },
  });

/** A notional amount in range (its form, a money string, is IsMoney's). */
export const IsNotionalInRange = () =>
  ValidateBy({
    name: 'isNotionalInRange',
    validator: {
      validate: (v) => typeof v !== 'string' || (new Decimal(v).greaterThanOrEqualTo(MIN_NOTIONAL) && new Decimal(v).lessThanOrEqualTo(MAX_NOTIONAL)),
      defaultMessage: () => `notional must be between ${MIN_NOTIONAL} and ${MAX_NOTIONAL} dollars`,
    },
  });

/** Exactly one of quantity (shares) and notional (dollars): this on notional, when both came. */
export const NotWithQuantity = () =>
  ValidateBy({
    name: 'notWithQuantity',
    validator: {
      validate: (_v, args) => (args?.object as { quantity?: unknown }).quantity === undefined,
      defaultMessage: () => 'notional must be omitted when quantity is sent: send one of quantity (shares) or notional (dollars)',
    },
  });
