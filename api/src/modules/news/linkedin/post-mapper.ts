import { LINKEDIN_IMAGE_URN, LINKEDIN_POST_URN } from './linkedin-urns';
import { littleTextToPlain } from './little-text';

/** A post as the news page needs it, before the author's display name is attached. */
export interface MappedPost {
  id: string;
  created: Date;
  content: string;
  postUrl: string;
  contentImage: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const imageUrn = (value: unknown) => (typeof value === 'string' && LINKEDIN_IMAGE_URN.test(value) ? value : null);

/** The first image of a post: a single image, the first of several, or an article's thumbnail. */
function firstImage(content: unknown): string | null {
  if (!isObject(content)) return null;
  const media = isObject(content.media) ? imageUrn(content.media.id) : null;
  const images = isObject(content.multiImage) && Array.isArray(content.multiImage.images) ? content.multiImage.images : [];
  const multi = images.map((image) => (isObject(image) ? imageUrn(image.id) : null)).find(Boolean) ?? null;
  const article = isObject(content.article) ? imageUrn(content.article.thumbnail) : null;
  return media ?? multi ?? article;
}

function timestamp(value: unknown): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return new Date(value);
}

/**
 * Maps one element of `GET /rest/posts` tolerantly: unknown fields are ignored, and an element
 * without a usable id or date is dropped rather than failing the whole refresh. Drafts,
 * deleted and non-public posts are not news.
 */
export function mapLinkedInPost(element: unknown): MappedPost | null {
  if (!isObject(element)) return null;
  const { id, lifecycleState, visibility } = element;
  if (typeof id !== 'string' || !LINKEDIN_POST_URN.test(id)) return null;
  if (lifecycleState !== undefined && lifecycleState !== 'PUBLISHED') return null;
  if (visibility !== undefined && visibility !== 'PUBLIC') return null;
  const created = timestamp(element.publishedAt) ?? timestamp(element.createdAt);
  if (!created) return null;
  const commentary = typeof element.commentary === 'string' ? littleTextToPlain(element.commentary) : '';
  return {
    id,
    created,
    content: commentary.trim(),
    postUrl: `https://www.linkedin.com/feed/update/${id}/`,
    contentImage: firstImage(element.content),
  };
}

export function mapLinkedInPosts(body: unknown): MappedPost[] {
  const elements = isObject(body) && Array.isArray(body.elements) ? body.elements : [];
  return elements.map(mapLinkedInPost).filter((post): post is MappedPost => post !== null);
}
