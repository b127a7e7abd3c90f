import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { linkedInConfig } from '../../config/linkedin.config';
import { NewsImage } from './entities/news-image.entity';
import { NewsPost } from './entities/news-post.entity';
import type { ImageBytes } from './linkedin/image-download';
import { LinkedInClient } from './linkedin/linkedin.client';
import { isLinkedInImageUrn, isSampleImageId } from './linkedin/linkedin-urns';
import { ImageNotFoundException, ImageUnavailableException, InvalidImageIdException } from './news.errors';
import { sampleImage } from './samples/sample-images';

/**
 * Post images: fetched from LinkedIn once (by the refresh job, or on first view if that
 * failed) and served from Postgres afterwards. Only URNs that LinkedIn itself put in a cached
 * post are ever fetched, so a visitor can't make this server request anything else.
 */
/** After a failed fetch, visitors get the failure from memory this long, not a new LinkedIn call each. */
export const IMAGE_FAILURE_MEMORY_MS = 5 * 60_000;

@Injectable()
export class NewsImageService {
  private readonly logger = new Logger(NewsImageService.name);
  private readonly inFlight = new Map<string, Promise<ImageBytes>>();
  /** Image URN -> when its last fetch failed (only URNs of cached posts ever get here). */
  private readonly failedAt = new Map<string, number>();

  constructor(
    @Inject(linkedInConfig.KEY) private readonly linkedIn: ConfigType<typeof linkedInConfig>,
    private readonly client: LinkedInClient,
    @InjectRepository(NewsImage) private readonly images: Repository<NewsImage>,
    @InjectRepository(NewsPost) private readonly posts: Repository<NewsPost>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(id: string): Promise<ImageBytes> {
    if (isSampleImageId(id)) {
      const sample = sampleImage(id);
      if (!sample) throw new ImageNotFoundException();
      return sample;
    }
    if (!isLinkedInImageUrn(id)) throw new InvalidImageIdException();
    const cached = await this.images.findOneBy({ id });
    if (cached) return { contentType: cached.contentType, bytes: cached.bytes };
    if (!this.linkedIn.configured || !(await this.posts.existsBy({ contentImage: id }))) throw new ImageNotFoundException();
    const now = this.clock.now().getTime();
    const failed = this.failedAt.get(id);
    if (failed !== undefined && now - failed < IMAGE_FAILURE_MEMORY_MS) throw new ImageUnavailableException();
    try {
      return await this.fetchOnce(id);
    } catch (error) {
      this.failedAt.set(id, now);
      this.logger.warn(`Image ${id} could not be fetched: ${(error as Error).message}`);
      throw new ImageUnavailableException();
    }
  }

  /** Fetches the images of freshly cached posts that are not stored yet; failures wait for a later try. */
  async prefetch(ids: string[]): Promise<void> {
    for (const id of new Set(ids)) {
      if (await this.images.existsBy({ id })) continue;
      await this.fetchOnce(id).catch((error: Error) => this.logger.warn(`Image ${id} not fetched yet: ${error.message}`));
    }
  }

  /** Drops images no cached post refers to any more. */
  async prune(): Promise<void> {
    await this.images.query(`DELETE FROM news_images i WHERE NOT EXISTS (SELECT 1 FROM news_posts p WHERE p.content_image = i.id)`);
  }

  /** Concurrent views of the same missing image share one LinkedIn round trip. */
  private fetchOnce(id: string): Promise<ImageBytes> {
    const pending = this.inFlight.get(id);
    if (pending) return pending;
    const work = this.client
      .fetchImage(id)
      .then(async (image) => {
        await this.images.upsert({ id, ...image, fetchedAt: new Date() }, ['id']);
        this.failedAt.delete(id);
        return image;
      })
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, work);
    return work;
  }
}
