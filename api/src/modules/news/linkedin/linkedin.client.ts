import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { linkedInConfig } from '../../../config/linkedin.config';
import { LinkedInAuthError, LinkedInUnavailableError } from './linkedin.errors';
import { isLinkedInImageUrn } from './linkedin-urns';
import { mapLinkedInPosts, type MappedPost } from './post-mapper';
import { checkDownloadUrl, readImage, type ImageBytes } from './image-download';

/**
 * LinkedIn's versioned REST API (Posts, Images, Organizations). Every request goes to the
 * configured host only; image bytes may also come from the CDN hosts named in
 * LINKEDIN_MEDIA_HOSTS (see image-download.ts).
 */
@Injectable()
export class LinkedInClient {
  constructor(@Inject(linkedInConfig.KEY) private readonly config: ConfigType<typeof linkedInConfig>) {}

  private get organizationUrn(): string {
    return `urn:li:organization:${this.config.organizationId}`;
  }

  /** The organization's latest posts, newest first, as LinkedIn orders them. */
  async fetchPosts(): Promise<MappedPost[]> {
    const query = new URLSearchParams({ q: 'author', author: this.organizationUrn, count: String(this.config.postCount), sortBy: 'LAST_MODIFIED' });
    const body = await this.getJson(`/rest/posts?${query}`);
    if (typeof body !== 'object' || body === null || !Array.isArray((body as { elements?: unknown }).elements)) {
      throw new LinkedInUnavailableError('LinkedIn answered the posts request without a list of elements');
    }
    return mapLinkedInPosts(body);
  }

  /**
   * The page's display name, shown as each post's author; null if LinkedIn won't say. A
   * refusal here (the token may lack the organization scope) must not fail the posts.
   */
  async fetchOrganizationName(): Promise<string | null> {
    try {
      const body = (await this.getJson(`/rest/organizations/${this.config.organizationId}`)) as { localizedName?: unknown };
      return typeof body?.localizedName === 'string' && body.localizedName.trim() ? body.localizedName.trim() : null;
    } catch {
      return null;
    }
  }

  /** Resolves an image URN to its download URL, then downloads the bytes. */
  async fetchImage(urn: string): Promise<ImageBytes> {
    if (!isLinkedInImageUrn(urn)) throw new LinkedInUnavailableError('Not a LinkedIn image URN');
    const body = (await this.getJson(`/rest/images/${encodeURIComponent(urn)}`)) as { downloadUrl?: unknown };
    const url = checkDownloadUrl(body?.downloadUrl, this.config.baseUrl, this.config.mediaHosts);
    return readImage(url, this.config.timeoutMs);
  }

  private async getJson(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        headers: {
          Authorization: `Bearer ${this.config.accessToken}`,
          'LinkedIn-Version': this.config.apiVersion,
          'X-Restli-Protocol-Version': '2.0.0',
          Accept: 'application/json',
        },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new LinkedInUnavailableError(`LinkedIn did not answer: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) throw new LinkedInAuthError(response.status);
    if (!response.ok) throw new LinkedInUnavailableError(`LinkedIn answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new LinkedInUnavailableError('LinkedIn answered with something that is not JSON');
    }
  }
}
