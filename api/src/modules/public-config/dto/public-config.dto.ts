import { ApiProperty } from '@nestjs/swagger';

export class SocialLinksDto {
  @ApiProperty({ example: 'https://x.com/brokerbridge' })
  readonly x: string;

  @ApiProperty({ example: 'https://www.linkedin.com/company/brokerbridge' })
  readonly linkedin: string;
}

export class ContactFormConfigDto {
  @ApiProperty({ enum: ['form', 'copper', 'hubspot'], example: 'form' })
  readonly mode: 'form' | 'copper' | 'hubspot';

  @ApiProperty({ nullable: true, type: String, example: null, description: 'Copper embedded form id' })
  readonly copperFormId: string | null;

  @ApiProperty({ nullable: true, type: String, example: null })
  readonly hubspotPortalId: string | null;

  @ApiProperty({ nullable: true, type: String, example: null })
  readonly hubspotFormId: string | null;
}

export class LoginHintDto {
  @ApiProperty({ example: 'admin' })
  readonly username: string;

  @ApiProperty({ example: 'brokerbridge' })
  readonly password: string;
}

/** What the client needs at run time; never a secret. */
export class PublicConfigDto {
  @ApiProperty({ example: 'BrokerBridge' })
  readonly productName: string;

  @ApiProperty({ example: 'sales@brokerbridge.example' })
  readonly salesEmail: string;

  @ApiProperty({ example: 'https://calendar.brokerbridge.example/intro-call' })
  readonly schedulingUrl: string;

  @ApiProperty({ type: SocialLinksDto })
  readonly social: SocialLinksDto;

  @ApiProperty({ nullable: true, type: String, example: null, description: 'Analytics id; the loader runs only when set' })
  readonly analyticsId: string | null;

  @ApiProperty({ type: ContactFormConfigDto, description: 'Which contact form the page shows' })
  readonly contactForm: ContactFormConfigDto;

  @ApiProperty({ nullable: true, type: LoginHintDto, description: 'Default admin credentials, only while the login hint is enabled' })
  readonly loginHint: LoginHintDto | null;
}
