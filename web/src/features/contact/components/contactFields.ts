export type ContactField = 'firstName' | 'lastName' | 'email' | 'company' | 'message';
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', email: '', company: '', message: '' };
export const MESSAGE_MAX = 5000;
/** The spec's timeout for the contact call; past it the visitor gets the failure toast and keeps their text. */
export const CONTACT_TIMEOUT_MS = 8000;

export function toRequest(values: ContactValues) {
  const company = values.company.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(company ? { company } : {}),
    message: values.message.trim(),
  };
}
