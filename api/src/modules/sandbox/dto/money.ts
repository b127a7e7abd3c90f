import { Matches } from 'class-validator';

/** Money on /v1 is a decimal string with at most two decimals ("100000.00"), never a float. */
export const MONEY_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
export const IsMoney = (field: string) => Matches(MONEY_PATTERN, { message: `${field} must be a decimal string with at most two decimals, e.g. "185.50"` });
