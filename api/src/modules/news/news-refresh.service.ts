import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService, type ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import { linkedInConfig } from '../../config/linkedin.config';
import { runExclusively } from '../../database/advisory-lock';
import { NewsFeedStatus, type FeedHealth } from './entities/news-feed-status.entity';
import { NewsPost } from './entities/news-post.entity';
import { LinkedInClient } from './linkedin/linkedin.client';
import { LinkedInAuthError, LinkedInUnavailableError } from './linkedin/linkedin.errors';
import { NewsImageService } from './news-image.service';
import { OPERATOR_HINTS } from './news-messages';

export const NEWS_REFRESH_LOCK = 'news:linkedin-refresh';

/**
 * Replaces the cached posts with LinkedIn's current list, or, when LinkedIn fails, keeps the
 * last good list and records why. Runs on one instance at a time.
 */
@Injectable()
export class NewsRefreshService {
  private readonly logger = new Logger(NewsRefreshService.name);
  private toldNotConfigured = false;

  constructor(
    @Inject(linkedInConfig.KEY) private readonly linkedIn: ConfigType<typeof linkedInConfig>,
    private readonly config: ConfigService,
    private readonly dataSource: DataSource,
    private readonly client: LinkedInClient,
    private readonly images: NewsImageService,
  ) {}

  /** The outcome, or 'skipped' when not configured or another instance is refreshing. */
  async refresh(): Promise<FeedHealth | 'skipped'> {
    if (!this.linkedIn.configured) {
      // Once per process: the page tells visitors the feed is not connected, this tells the operator how.
      if (!this.toldNotConfigured) this.logger.warn(OPERATOR_HINTS.not_configured);
      this.toldNotConfigured = true;
      return 'skipped';
    }
    const { ran, result } = await runExclusively(this.dataSource, NEWS_REFRESH_LOCK, () => this.refreshNow());
    return ran && result ? result : 'skipped';
  }

  private async refreshNow(): Promise<FeedHealth> {
    let posts;
    let author: string;
    try {
      posts = await this.client.fetchPosts();
      author = (await this.client.fetchOrganizationName()) ?? this.config.getOrThrow<AppConfig>('app').productName;
    } catch (error) {
      const health: FeedHealth = error instanceof LinkedInAuthError ? 'token_expired' : 'degraded';
      if (!(error instanceof LinkedInAuthError || error instanceof LinkedInUnavailableError)) throw error;
      this.logger.warn(`LinkedIn refresh failed (${health}): ${error.message}${health === 'token_expired' ? `. ${OPERATOR_HINTS.token_expired}` : ''}`);
      await this.recordStatus(health, false);
      return health;
    }
    const fetchedAt = new Date();
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().delete().from(NewsPost).execute();
      if (posts.length > 0) {
        await manager.insert(
          NewsPost,
          posts.map((post, position) => ({ ...post, position, author, fetchedAt })),
        );
      }
      await this.recordStatus('connected', true, manager.getRepository(NewsFeedStatus));
    });
    await this.images.prefetch(posts.flatMap((post) => (post.contentImage ? [post.contentImage] : [])));
    await this.images.prune();
    return 'connected';
  }

  private async recordStatus(authStatus: FeedHealth, success: boolean, repo = this.dataSource.getRepository(NewsFeedStatus)) {
    const now = new Date();
    const previous = await repo.findOneBy({ id: 1 });
    await repo.save({ id: 1, authStatus, checkedAt: now, lastSuccessAt: success ? now : (previous?.lastSuccessAt ?? null) });
  }
}
