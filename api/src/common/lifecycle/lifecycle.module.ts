import { Global, Module } from '@nestjs/common';
import { Draining } from './draining';

/** The instance's lifecycle, for every module that holds connections or leads. */
@Global()
@Module({ providers: [Draining], exports: [Draining] })
export class LifecycleModule {}
