/** One error code as the errors page lists it: every error body's `docUrl` points at its entry. */
export interface ErrorCodeEntry {
  readonly code: string;
  readonly status: number;
  /** A typical message (the real one may name figures: a limit, a scope, a time). */
  readonly message: string;
  /** What it means and what to do about it. */
  readonly description: string;
  /** Where it can answer: the public API (`/v1`), the site and console (`/api`), or both. */
  readonly surfaces: readonly ('v1' | 'api')[];
}

export const V1 = ['v1'] as const;
export const API = ['api'] as const;
export const BOTH = ['v1', 'api'] as const;
