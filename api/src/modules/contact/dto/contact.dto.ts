import { ContactCompany, ContactEmail, ContactMessage, ContactName } from './contact-rules';

/** `POST /api/contact`: the site's own form. */
export class ContactDto {
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
