import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ChartPointDto {
  @ApiProperty({ example: 'Nov', description: 'Month, week start or broker' })
  readonly name: string;

  @ApiPropertyOptional({ example: 4210, description: 'user_growth only' })
  readonly users?: number;

  @ApiPropertyOptional({ example: 2.375, description: 'api_requests only, in millions' })
  readonly requests?: number;

  @ApiPropertyOptional({ example: 420, description: 'platform_distribution only' })
  readonly value?: number;

  @ApiProperty({ example: true, description: 'Part of the point is seeded history, not measured data' })
  readonly seeded: boolean;
}

export class ChartDto {
  @ApiProperty({ enum: ['user_growth', 'api_requests', 'platform_distribution'], example: 'user_growth' })
  readonly id: string;

  @ApiProperty({ type: [ChartPointDto] })
  readonly data: ChartPointDto[];
}
