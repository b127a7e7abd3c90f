import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { NewsRefreshService } from './news-refresh.service';

const NEWS_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/** Refreshes the LinkedIn cache at start-up and every 5 minutes; the rules live in the service. */
@Injectable()
export class NewsRefreshJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(NewsRefreshJob.name);
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly refresh: NewsRefreshService) {}

  /** Not awaited: a slow LinkedIn must not delay the start, visitors get the cache meanwhile. */
  onApplicationBootstrap(): void {
    void this.run();
  }

  @Interval('news-linkedin-refresh', NEWS_REFRESH_INTERVAL_MS)
  run(): Promise<unknown> {
    this.running = this.refresh.refresh().catch((error: Error) => this.logger.error(`News refresh crashed: ${error.message}`, error.stack));
    return this.running;
  }

  /** Lets an in-flight refresh finish before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.running;
  }

  /** Resolves when the latest refresh has settled (used by tests). */
  settled(): Promise<unknown> {
    return this.running;
  }
}
