import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BROKEN_REASONS, type BrokenReason } from '../connections.queries';

@ApiSchema({ name: 'BreakConnectionRequest' })
export class BreakConnectionDto {
  @ApiPropertyOptional({
    enum: BROKEN_REASONS,
    default: 'reauth_required',
    example: 'password_changed',
    description: 'What the broker would say: the user must sign in again, changed their password, or revoked the access at the broker',
  })
  @IsOptional()
  @IsIn(BROKEN_REASONS, { message: `reason must be one of ${BROKEN_REASONS.join(', ')}` })
  readonly reason: BrokenReason = 'reauth_required';
}
