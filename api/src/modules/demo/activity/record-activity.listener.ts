import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ActivityLogWriter } from './activity-log.writer';
import { REQUEST_COMPLETED, RequestCompleted } from './request-completed';

@Injectable()
export class RecordActivityListener {
  constructor(private readonly writer: ActivityLogWriter) {}

  @OnEvent(REQUEST_COMPLETED)
  onRequestCompleted(entry: RequestCompleted): void {
    this.writer.add(entry);
  }
}
