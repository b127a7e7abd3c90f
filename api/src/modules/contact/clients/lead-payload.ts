/** What every channel needs to know about a lead. */
export interface LeadPayload {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
  page: string | null;
}
