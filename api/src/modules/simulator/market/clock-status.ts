import { MarketClock, marketStatus } from '../engine';

/** GET/POST /v1/accounts/{id}/clock answers this. */
export interface ClockStatus {
  now: string;
  isOpen: boolean;
  nextOpen: string;
  nextClose: string;
  frozen: boolean;
  speed: number;
}

export function statusOf(clock: MarketClock, now: Date): ClockStatus {
  const market = marketStatus(now);
  return {
    now: now.toISOString(),
    isOpen: market.isOpen,
    nextOpen: market.nextOpen.toISOString(),
    nextClose: market.nextClose.toISOString(),
    frozen: clock.frozen,
    speed: clock.speed,
  };
}
