import { littleTextToPlain } from './little-text';
import { mapLinkedInPost, mapLinkedInPosts } from './post-mapper';

describe('LinkedIn post mapping', () => {
  const base = { id: 'urn:li:share:1', createdAt: 1763600000000, commentary: 'Hello' };

  it('turns little text into plain text', () => {
    expect(littleTextToPlain('Join {hashtag|\\#|Fintech} with @[Acme Corp](urn:li:organization:5) \\(today\\) \\*')).toBe(
      'Join #Fintech with Acme Corp (today) *',
    );
  });

  it('prefers the publication time and falls back to the creation time', () => {
    expect(mapLinkedInPost({ ...base, publishedAt: 1763700000000 })?.created.toISOString()).toBe(new Date(1763700000000).toISOString());
    expect(mapLinkedInPost(base)?.created.toISOString()).toBe(new Date(1763600000000).toISOString());
  });

  it('takes the first image of a post, a multi-image post or an article thumbnail, ignoring videos', () => {
    expect(mapLinkedInPost({ ...base, content: { media: { id: 'urn:li:image:A' } } })?.contentImage).toBe('urn:li:image:A');
    expect(mapLinkedInPost({ ...base, content: { multiImage: { images: [{ id: 'urn:li:image:B' }] } } })?.contentImage).toBe('urn:li:image:B');
    expect(mapLinkedInPost({ ...base, content: { article: { thumbnail: 'urn:li:image:C', source: 'https://x.example' } } })?.contentImage).toBe(
      'urn:li:image:C',
    );
    expect(mapLinkedInPost({ ...base, content: { media: { id: 'urn:li:video:D' } } })?.contentImage).toBeNull();
  });

  it('drops drafts, non-public posts and elements without a usable id or date', () => {
    expect(mapLinkedInPost({ ...base, lifecycleState: 'DRAFT' })).toBeNull();
    expect(mapLinkedInPost({ ...base, visibility: 'CONNECTIONS' })).toBeNull();
    expect(mapLinkedInPost({ ...base, id: 'https://evil.example/' })).toBeNull();
    expect(mapLinkedInPost({ ...base, createdAt: 'yesterday' })).toBeNull();
    expect(mapLinkedInPosts({ elements: [null, 42, base] })).toHaveLength(1);
  });

  it('builds the public post URL from the URN and keeps a post without text', () => {
    const { commentary: _ignored, ...noText } = base;
    expect(mapLinkedInPost(noText)).toMatchObject({ content: '', postUrl: 'https://www.linkedin.com/feed/update/urn:li:share:1/' });
  });
});
