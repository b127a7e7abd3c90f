import { checkDownloadUrl } from './image-download';

describe('checkDownloadUrl', () => {
  const base = 'https://api.linkedin.com';
  const media = ['media.licdn.com'];

  it("accepts LinkedIn's media CDN over https and the configured API origin", () => {
    expect(checkDownloadUrl('https://media.licdn.com/dms/image/v2/abc?e=1&t=x', base, media).hostname).toBe('media.licdn.com');
    expect(checkDownloadUrl('https://api.linkedin.com/mediaDownload/abc', base, media).hostname).toBe('api.linkedin.com');
  });

  it.each([
    'http://media.licdn.com/dms/image/abc',
    'https://media.licdn.com:8443/dms/image/abc',
    'https://evil.example/image.png',
    'https://media.licdn.com.evil.example/x',
    'http://169.254.169.254/latest/meta-data',
    'https://user:pass@media.licdn.com/x',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => checkDownloadUrl(url, base, media)).toThrow();
  });

  it('refuses a missing URL', () => {
    expect(() => checkDownloadUrl(undefined, base, media)).toThrow(/no download URL/);
  });
});
