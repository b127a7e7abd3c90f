import { ApiProperty } from '@nestjs/swagger';

export class MetricDto {
  @ApiProperty({ example: 'api_requests_24h' })
  readonly id: string;

  @ApiProperty({ example: 'API Requests (24h)', description: 'Shown as a percentage when it contains "Rate" or "Uptime"' })
  readonly name: string;

  @ApiProperty({ example: 15234 })
  readonly value: number;

  @ApiProperty({ example: 12.5, description: 'Percent against the previous period (points for percentages)' })
  readonly change: number;

  @ApiProperty({ enum: ['increase', 'decrease', 'neutral'], example: 'increase' })
  readonly changeType: 'increase' | 'decrease' | 'neutral';
}
