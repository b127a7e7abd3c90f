import { LinkedInUnavailableError } from './linkedin.errors';

export interface ImageBytes {
  contentType: string;
  bytes: Buffer;
}

/** Raster formats only: an SVG from elsewhere could carry script, and we serve these as-is. */
const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * We never fetch a URL a visitor chose, and a download URL from LinkedIn is only followed when
 * it points back at the configured API origin or, over https, at one of LinkedIn's media CDN
 * hosts (`media.licdn.com` by default). Anything else is refused, so a tampered or unexpected
 * answer can't turn this server into a proxy for arbitrary hosts.
 */
export function checkDownloadUrl(value: unknown, baseUrl: string, mediaHosts: string[]): URL {
  if (typeof value !== 'string') throw new LinkedInUnavailableError('LinkedIn gave no download URL for the image');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LinkedInUnavailableError('LinkedIn gave an unreadable image download URL');
  }
  const sameOrigin = url.origin === new URL(baseUrl).origin;
  const mediaHost = url.protocol === 'https:' && url.port === '' && mediaHosts.includes(url.hostname);
  if (!sameOrigin && !mediaHost) throw new LinkedInUnavailableError(`Refusing to download an image from ${url.host}`);
  if (url.username || url.password) throw new LinkedInUnavailableError('Refusing an image URL with credentials');
  return url;
}

export async function readImage(url: URL, timeoutMs: number, maxBytes = MAX_IMAGE_BYTES): Promise<ImageBytes> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new LinkedInUnavailableError(`The image download failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new LinkedInUnavailableError(`The image download answered HTTP ${response.status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!ALLOWED_IMAGE_TYPES.includes(contentType)) throw new LinkedInUnavailableError(`Refusing image content type "${contentType}"`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new LinkedInUnavailableError(`Refusing an image of ${declared} bytes`);
  }
  const bytes = await readAtMost(response, maxBytes);
  if (bytes.length === 0) throw new LinkedInUnavailableError('Refusing an empty image');
  return { contentType, bytes };
}

/** The body, read chunk by chunk and abandoned as soon as it passes `maxBytes` (never read in full). */
async function readAtMost(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new LinkedInUnavailableError(`Refusing an image of more than ${maxBytes} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof LinkedInUnavailableError) throw error;
    throw new LinkedInUnavailableError(`The image download failed: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}
