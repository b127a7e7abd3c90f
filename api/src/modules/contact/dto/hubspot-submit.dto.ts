import { ContactCompany, ContactEmail, ContactMessage, ContactName } from './contact-rules';

/** `POST /api/hubspot-submit`: what the marketing-form helper posts. */
export class HubspotSubmitDto {
  @ContactName('Ada')
  readonly firstName: string;

  @ContactName('Lovelace')
  readonly lastName: string;

  @ContactEmail()
  readonly email: string;

  @ContactCompany()
  readonly company?: string;

  @ContactMessage()
  readonly message: string;
}
