import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ORDER_STATUSES, type SandboxOrderStatus } from './order.dto';
import { CursorQueryDto } from './page-query.dto';

export class OrderQueryDto extends CursorQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  readonly status?: SandboxOrderStatus;
}
