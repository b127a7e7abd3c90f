import { ApiProperty } from '@nestjs/swagger';

export class SubscriberDto {
  @ApiProperty({ example: 42 })
  readonly id: number;

  @ApiProperty({ example: 'ada@example.com' })
  readonly email: string;

  @ApiProperty({ example: '/', nullable: true, type: String })
  readonly source: string | null;

  @ApiProperty({ example: '2025-05-07T12:00:00.000Z' })
  readonly createdAt: string;
}

export class SubscriberPageDto {
  @ApiProperty({ type: [SubscriberDto] })
  readonly items: SubscriberDto[];

  @ApiProperty({ example: 120 })
  readonly total: number;

  @ApiProperty({ example: 1 })
  readonly page: number;

  @ApiProperty({ example: 25 })
  readonly pageSize: number;
}
