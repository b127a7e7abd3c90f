import { ApiProperty } from '@nestjs/swagger';

export class SubscribeResponseDto {
  @ApiProperty({ example: 'Thank you for subscribing!' })
  readonly message: string;
}
