/** A delivery attempt that did not reach the CRM or was refused by it; its message is what we record. */
export class DeliveryError extends Error {}

/**
 * POSTs (or PUTs) JSON with a hard timeout. Anything but a 2xx is a failure carrying the
 * status and the start of the body, which is what an operator needs in `last_error`.
 */
export async function sendJson(
  url: string,
  body: unknown,
  options: { timeoutMs: number; method?: 'POST' | 'PUT'; headers?: Record<string, string> },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new DeliveryError(`Timed out after ${options.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new DeliveryError(`Network error: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new DeliveryError(`HTTP ${response.status}: ${text.slice(0, 300) || response.statusText}`);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
