import type { PriceFeed } from './engine';

/** Injected so tests can stop and set the time. */
export interface Clock {
  now(): Date;
}

export const TRADING_CLOCK = Symbol('TRADING_CLOCK');
export const TRADING_RANDOM = Symbol('TRADING_RANDOM');
export const TRADING_PRICE_FEED = Symbol('TRADING_PRICE_FEED');

export type { PriceFeed };
