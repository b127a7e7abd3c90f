import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class NewsPostDto {
  @ApiProperty({ example: 'urn:li:share:7265432109876543210' })
  readonly id: string;

  @ApiProperty({ example: 'BrokerBridge' })
  readonly author: string;

  @ApiProperty({ example: '2026-11-18T15:00:00.000Z', description: 'ISO 8601 publication time' })
  readonly created: string;

  @ApiProperty({ example: 'One API, every broker. #API' })
  readonly content: string;

  @ApiProperty({ example: 'https://www.linkedin.com/feed/update/urn:li:share:7265432109876543210/' })
  readonly postUrl: string;

  @ApiPropertyOptional({ example: 'urn:li:image:C4D22AQH1a2b3c', description: 'Id for GET /api/linkedin/image/{contentImage}' })
  readonly contentImage?: string;
}
