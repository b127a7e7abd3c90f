import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ImageQueryDto } from './dto/image-query.dto';
import { LinkedInPostsResponseDto } from './dto/linkedin-posts-response.dto';
import { NewsFeedService } from './news-feed.service';
import { NewsImageService } from './news-image.service';

@ApiTags('news')
@Controller('linkedin')
export class NewsController {
  constructor(
    private readonly feed: NewsFeedService,
    private readonly images: NewsImageService,
  ) {}

  @Get('posts')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "The company page's latest posts, from the cache the refresh job keeps" })
  @ApiOkResponse({ type: LinkedInPostsResponseDto })
  getPosts(): Promise<LinkedInPostsResponseDto> {
    return this.feed.getPosts();
  }

  @Get('image/:id')
  @ApiOperation({ summary: 'The bytes of a post image (a LinkedIn image URN, or a sample image id)' })
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml')
  @ApiOkResponse({ description: 'The image' })
  @ApiBadRequestResponse({ description: 'NEWS.INVALID_IMAGE_ID' })
  @ApiNotFoundResponse({ description: 'NEWS.IMAGE_NOT_FOUND' })
  async getImage(@Param('id') id: string, @Query() _query: ImageQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const image = await this.images.get(id);
    res.headers({
      'Content-Type': image.contentType,
      // An image under a given URN never changes; `?t=` is how the page asks for a fresh copy.
      'Cache-Control': 'public, max-age=86400, immutable',
      // Opened directly, an image must not run anything, whatever its bytes say.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    return new StreamableFile(image.bytes);
  }
}
