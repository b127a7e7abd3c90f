import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsFeedStatus } from './entities/news-feed-status.entity';
import { NewsImage } from './entities/news-image.entity';
import { NewsPost } from './entities/news-post.entity';
import { LinkedInClient } from './linkedin/linkedin.client';
import { NewsController } from './news.controller';
import { NewsFeedService } from './news-feed.service';
import { NewsImageService } from './news-image.service';
import { NewsRefreshJob } from './news-refresh.job';
import { NewsRefreshService } from './news-refresh.service';

/** The news page's feed: a LinkedIn client, a Postgres cache kept fresh by a job, an image route. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsPost, NewsImage, NewsFeedStatus])],
  controllers: [NewsController],
  providers: [LinkedInClient, NewsFeedService, NewsImageService, NewsRefreshService, NewsRefreshJob],
})
export class NewsModule {}
