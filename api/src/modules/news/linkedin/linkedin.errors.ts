/** LinkedIn refused our token (401/403): someone has to renew LINKEDIN_ACCESS_TOKEN. */
export class LinkedInAuthError extends Error {
  constructor(readonly status: number) {
    super(`LinkedIn rejected the access token (HTTP ${status})`);
  }
}

/** LinkedIn failed in any other way: an error status, a timeout, an answer we can't read. */
export class LinkedInUnavailableError extends Error {}
