import { loadLinkedInConfig } from './linkedin.config';

describe('loadLinkedInConfig', () => {
  it('is in sample mode with no variables, with LinkedIn defaults', () => {
    expect(loadLinkedInConfig({})).toMatchObject({
      configured: false,
      baseUrl: 'https://api.linkedin.com',
      apiVersion: '202501',
      mediaHosts: ['media.licdn.com'],
    });
  });

  it('is configured only with both the token and the organization id', () => {
    expect(loadLinkedInConfig({ LINKEDIN_ACCESS_TOKEN: 'x' }).configured).toBe(false);
    expect(loadLinkedInConfig({ LINKEDIN_ORGANIZATION_ID: '1' }).configured).toBe(false);
    expect(loadLinkedInConfig({ LINKEDIN_ACCESS_TOKEN: 'x', LINKEDIN_ORGANIZATION_ID: '1' }).configured).toBe(true);
  });

  it('drops a trailing slash from the base URL', () => {
    expect(loadLinkedInConfig({ LINKEDIN_BASE_URL: 'http://127.0.0.1:9999/' }).baseUrl).toBe('http://127.0.0.1:9999');
  });

  it.each([
    ['LINKEDIN_ORGANIZATION_ID', 'urn:li:organization:1'],
    ['LINKEDIN_API_VERSION', 'latest'],
    ['LINKEDIN_BASE_URL', 'ftp://api.linkedin.com'],
    ['LINKEDIN_MEDIA_HOSTS', 'https://media.licdn.com'],
    ['LINKEDIN_POST_COUNT', '0'],
  ])('stops the start on a bad %s', (name, value) => {
    expect(() => loadLinkedInConfig({ [name]: value })).toThrow(name);
  });
});
