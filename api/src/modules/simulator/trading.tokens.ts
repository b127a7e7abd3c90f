import type { PriceFeed } from './engine';

export const TRADING_RANDOM = Symbol('TRADING_RANDOM');
export const TRADING_PRICE_FEED = Symbol('TRADING_PRICE_FEED');

export type { PriceFeed };
