import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class RollKeyDto {
  @ApiProperty({ minimum: 0, maximum: 86_400, example: 3600, description: 'How long the old key keeps working' })
  @IsInt({ message: 'graceSeconds must be a whole number of seconds' })
  @Min(0)
  @Max(86_400)
  readonly graceSeconds: number;
}
