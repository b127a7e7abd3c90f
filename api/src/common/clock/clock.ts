import { Global, Module } from '@nestjs/common';

/** The time source of rules that depend on "now", injected so tests can set the time. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

const systemClock: Clock = { now: () => new Date() };

@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
