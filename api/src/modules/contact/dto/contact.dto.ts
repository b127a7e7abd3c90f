import { ContactDetailsDto } from './contact-details.dto';
import { ContactFullNameAlongside, ContactName } from './contact-rules';

/** `POST /api/contact`: the site's own form (and the older combined-name payload). */
export class ContactDto extends ContactDetailsDto {
  @ContactName('First name', 'Ada')
  readonly firstName: string;

  @ContactName('Last name', 'Lovelace')
  readonly lastName: string;

  @ContactFullNameAlongside()
  readonly name?: string;
}
