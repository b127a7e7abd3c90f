import { ApiProperty } from '@nestjs/swagger';

export const CONTACT_RECEIVED = "Thank you for contacting us. We'll be in touch shortly.";

export class ContactResponseDto {
  @ApiProperty({ example: CONTACT_RECEIVED })
  readonly message: string;
}
