/** A failure the CLI reports in one line and exits 1 on (no stack trace). */
export class CliError extends Error {
  /** From an API answer: its error body's code, message and docUrl when it has them. */
  static async fromResponse(response: Response, what: string): Promise<CliError> {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string; docUrl?: string } | null;
    return CliError.fromBody(response.status, body, what);
  }

  static fromBody(status: number | undefined, body: unknown, what: string): CliError {
    const { code, message, docUrl } = (body ?? {}) as { code?: string; message?: string; docUrl?: string };
    const detail = code ? `${code}: ${message ?? ''}` : `HTTP ${status ?? '?'}`;
    return new CliError(`${what}: ${detail}${docUrl ? ` (see ${docUrl})` : ''}`);
  }
}
