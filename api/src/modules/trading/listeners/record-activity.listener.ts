import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ActivityLogWriter } from '../activity/activity-log.writer';
import { RequestCompleted, TradingEvents } from '../events/trading.events';

@Injectable()
export class RecordActivityListener {
  constructor(private readonly writer: ActivityLogWriter) {}

  @OnEvent(TradingEvents.requestCompleted)
  onRequestCompleted(entry: RequestCompleted): void {
    this.writer.add(entry);
  }
}
