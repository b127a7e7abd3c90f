import { ContactCompany, ContactEmail, ContactMessage } from './contact-rules';

/** What every contact endpoint asks for besides the name, whichever way the name arrives. */
export class ContactDetailsDto {
  @ContactEmail()
  readonly email: string;

  @ContactCompany()
  readonly company?: string;

  @ContactMessage()
  readonly message: string;
}
