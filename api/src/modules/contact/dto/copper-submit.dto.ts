import { ContactDetailsDto } from './contact-details.dto';
import { ContactName } from './contact-rules';

/** `POST /api/copper-submit`: the CRM embed's single name field. */
export class CopperSubmitDto extends ContactDetailsDto {
  @ContactName('Name', 'Ada Lovelace')
  readonly name: string;
}

/** "Ada King Lovelace" -> Ada / "King Lovelace": the first space divides, as the CRM form always did. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
