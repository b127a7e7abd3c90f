import { ContactDetailsDto } from './contact-details.dto';
import { ContactName } from './contact-rules';

/** `POST /api/contact`: the site's own form. */
export class ContactDto extends ContactDetailsDto {
  @ContactName('Ada')
  readonly firstName: string;

  @ContactName('Lovelace')
  readonly lastName: string;
}
