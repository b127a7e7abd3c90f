import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

/** The paper-trading simulator's clockwork. */
class TradingEnv {
  /** Milliseconds between price ticks; 0 stops the feed (tests drive prices by hand). */
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(60_000)
  readonly TRADING_PRICE_TICK_MS: number = 1000;

  /** Seed for the random walk; unset means a fresh walk every start. */
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(0)
  readonly TRADING_RANDOM_SEED?: number;
}

function loadTradingConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(TradingEnv, env);
  return { priceTickMs: e.TRADING_PRICE_TICK_MS, randomSeed: e.TRADING_RANDOM_SEED ?? null };
}

export type TradingConfig = ReturnType<typeof loadTradingConfig>;
export const tradingConfig = registerAs('trading', () => loadTradingConfig());
