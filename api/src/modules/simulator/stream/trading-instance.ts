import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

/** Identifies this app instance on the event channel (two instances may share a process in tests). */
@Injectable()
export class TradingInstance {
  readonly id = randomUUID();
}
