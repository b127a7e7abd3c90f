import type { ConfigService } from '@nestjs/config';
import type { Repository } from 'typeorm';
import type { NewsFeedStatus } from './entities/news-feed-status.entity';
import type { NewsPost } from './entities/news-post.entity';
import { NewsFeedService } from './news-feed.service';

const config = {
  getOrThrow: (key: string) => (key === 'app' ? { productName: 'BrokerBridge' } : { social: { linkedin: 'https://www.linkedin.com/company/brokerbridge' } }),
} as unknown as ConfigService;

function feedService(configured: boolean) {
  const reads: string[] = [];
  const posts = { find: () => (reads.push('posts'), Promise.resolve([])) } as unknown as Repository<NewsPost>;
  const status = { findOneBy: () => (reads.push('status'), Promise.resolve(null)) } as unknown as Repository<NewsFeedStatus>;
  return { service: new NewsFeedService({ configured } as never, config, posts, status), reads };
}

describe('NewsFeedService: the answer /news was drawn with at build time', () => {
  it('is the samples, the very answer the posts endpoint gives, while LinkedIn is not configured', async () => {
    const { service, reads } = feedService(false);
    expect(await service.drawnAnswer()).toEqual(await service.getPosts());
    expect((await service.drawnAnswer()).isMock).toBe(true);
    expect(reads).toEqual([]);
  });

  it('is refused without reading the database once LinkedIn is configured (the company posts never equal the samples)', async () => {
    const { service, reads } = feedService(true);
    await expect(service.drawnAnswer()).rejects.toThrow(/configured/);
    expect(reads).toEqual([]);
    await service.getPosts();
    expect(reads.sort()).toEqual(['posts', 'status']);
  });
});
