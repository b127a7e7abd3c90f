import { Inject, Injectable } from '@nestjs/common';
import { ConfigService, type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig, SiteConfig } from '../../config';
import { linkedInConfig } from '../../config/linkedin.config';
import type { LinkedInPostsResponseDto } from './dto/linkedin-posts-response.dto';
import type { NewsPostDto } from './dto/news-post.dto';
import { NewsFeedStatus } from './entities/news-feed-status.entity';
import { NewsPost } from './entities/news-post.entity';
import { FEED_MESSAGES } from './news-messages';
import { sampleFeed } from './samples/sample-feed';

/** Answers the news page from the cache only: a visitor's request never waits on LinkedIn. */
@Injectable()
export class NewsFeedService {
  constructor(
    @Inject(linkedInConfig.KEY) private readonly linkedIn: ConfigType<typeof linkedInConfig>,
    private readonly config: ConfigService,
    @InjectRepository(NewsPost) private readonly posts: Repository<NewsPost>,
    @InjectRepository(NewsFeedStatus) private readonly status: Repository<NewsFeedStatus>,
  ) {}

  async getPosts(): Promise<LinkedInPostsResponseDto> {
    if (!this.linkedIn.configured) return this.samples();
    const [status, posts] = await Promise.all([this.status.findOneBy({ id: 1 }), this.posts.find({ order: { position: 'ASC' } })]);
    const authStatus = status?.authStatus ?? 'pending';
    return { posts: posts.map(toDto), isMock: false, authStatus, message: FEED_MESSAGES[authStatus] };
  }

  /**
   * The answer the build drew /news with (the samples), while it is still the answer; rejects
   * without reading anything once LinkedIn is configured, as the company's posts never equal the
   * samples: the server then sends the plain shell at once (loadPageShell).
   */
  drawnAnswer(): Promise<LinkedInPostsResponseDto> {
    if (this.linkedIn.configured) return Promise.reject(new Error('LinkedIn is configured: /news is drawn by the client'));
    return Promise.resolve(this.samples());
  }

  private samples(): LinkedInPostsResponseDto {
    return sampleFeed(this.config.getOrThrow<AppConfig>('app').productName, this.config.getOrThrow<SiteConfig>('site').social.linkedin);
  }
}

function toDto(post: NewsPost): NewsPostDto {
  return {
    id: post.id,
    author: post.author,
    created: post.created.toISOString(),
    content: post.content,
    postUrl: post.postUrl,
    ...(post.contentImage ? { contentImage: post.contentImage } : {}),
  };
}
