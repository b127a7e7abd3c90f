import { ContactDto } from './contact.dto';

/** `POST /api/hubspot-submit`: what the marketing-form helper posts; the same fields and rules as our form. */
export class HubspotSubmitDto extends ContactDto {}
