import { curlLine, KEY_PLACEHOLDER, sdkSnippet } from './quickstart';

describe('quickstart', () => {
  it('puts the key and this site in the curl line', () => {
    expect(curlLine('https://bb.example', 'bb_test_abc_secret')).toBe(
      'curl -H "Authorization: Bearer bb_test_abc_secret" -X POST https://bb.example/v1/accounts',
    );
  });

  it('configures the SDK client with this site and the key', () => {
    expect(sdkSnippet('https://bb.example', 'bb_test_abc_secret')).toContain(
      "const client = createSandboxClient({ baseUrl: 'https://bb.example', apiKey: 'bb_test_abc_secret' });",
    );
  });

  it('shows a placeholder until a key exists', () => {
    expect(curlLine('http://localhost:3000', null)).toContain(`Bearer ${KEY_PLACEHOLDER}`);
    expect(sdkSnippet('http://localhost:3000', null)).toContain(`apiKey: '${KEY_PLACEHOLDER}'`);
  });
});
