import { ApiProperty } from '@nestjs/swagger';
import { NewsPostDto } from './news-post.dto';

const AUTH_STATUSES = ['connected', 'not_configured', 'pending', 'token_expired', 'degraded'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

export class LinkedInPostsResponseDto {
  @ApiProperty({ type: [NewsPostDto] })
  readonly posts: NewsPostDto[];

  @ApiProperty({ example: false, description: 'True when the posts are bundled samples, not the company feed' })
  readonly isMock: boolean;

  @ApiProperty({ enum: AUTH_STATUSES, example: 'connected' })
  readonly authStatus: AuthStatus;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why the feed is not live, for the page notice' })
  readonly message: string | null;
}
