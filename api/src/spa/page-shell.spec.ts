import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPageShell, type PageMetaManifest } from './page-shell';

const INDEX = `<!doctype html><html><head>
<title data-page-meta>BrokerBridge</title>
<meta name="description" content="Generic." data-page-meta />
</head><body><div id="root"></div></body></html>`;

const MANIFEST: PageMetaManifest = {
  routes: {
    '/': { title: 'BrokerBridge | One API for every broker', description: 'Home.' },
    '/news': { title: 'News | BrokerBridge', description: 'News & "updates" <here>.' },
    '/reference': { title: 'Reference | BrokerBridge', description: 'Drawn from a document.', preload: ['/v1/openapi.json'] },
    '/console': { title: 'Console | BrokerBridge', description: 'Sections below.', subpaths: true },
  },
  notFound: { title: 'Page not found | BrokerBridge', description: 'The page you were looking for does not exist.' },
};

function build(manifest: PageMetaManifest | null) {
  const dir = mkdtempSync(join(tmpdir(), 'page-shell-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (manifest) writeFileSync(join(dir, 'page-meta.json'), JSON.stringify(manifest));
  return dir;
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('loadPageShell', () => {
  const shell = loadPageShell(build(MANIFEST))!;

  it('gives a known page its own title, one description and its canonical link, escaped', () => {
    const { status, html } = shell('/news', 'https://brokerbridge.example');
    expect(status).toBe(200);
    expect(html).toContain('<title data-page-meta>News | BrokerBridge</title>');
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(html).toContain('<meta name="description" content="News &amp; &quot;updates&quot; &lt;here&gt;." data-page-meta />');
    expect(html).toContain('<link rel="canonical" href="https://brokerbridge.example/news" data-page-meta />');
    expect(html).not.toContain('noindex');
  });

  it('preloads the JSON a page fetches first, and nothing for the other pages', () => {
    expect(shell('/reference', 'http://localhost:3000').html).toContain(
      '<link rel="canonical" href="http://localhost:3000/reference" data-page-meta /><link rel="preload" href="/v1/openapi.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(shell('/news', 'http://localhost:3000').html).not.toContain('rel="preload"');
    expect(shell('/no/such/page', 'http://localhost:3000').html).not.toContain('rel="preload"');
  });

  it('answers the paths below a page that owns them with its head, and only those', () => {
    const { status, html } = shell('/console/accounts/3f0c1a52', 'http://localhost:3000');
    expect(status).toBe(200);
    expect(html).toContain('<title data-page-meta>Console | BrokerBridge</title>');
    expect(html).toContain('href="http://localhost:3000/console/accounts/3f0c1a52"');
    expect(shell('/news/older', 'http://localhost:3000').status).toBe(404);
    expect(shell('/consoles', 'http://localhost:3000').status).toBe(404);
  });

  it('treats a trailing slash as the same page, with one canonical address', () => {
    expect(shell('/news/', 'http://localhost:3000')).toMatchObject({ status: 200, html: expect.stringContaining('href="http://localhost:3000/news"') });
    expect(shell('/', 'http://localhost:3000').html).toContain('href="http://localhost:3000/"');
  });

  it.each(['/praams-login', '/no/such/page', '/constructor', '/__proto__'])('answers %s with 404, the not-found head and noindex', (path) => {
    const { status, html } = shell(path, 'http://localhost:3000');
    expect(status).toBe(404);
    expect(html).toContain('<title data-page-meta>Page not found | BrokerBridge</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes a hostile Host in the canonical link', () => {
    expect(shell('/', 'http://evil.example"><script>x</script>').html).not.toContain('<script>x');
  });

  it('is absent for a build without the manifest, so the plain shell is served as before', () => {
    expect(loadPageShell(build(null))).toBeNull();
  });
});
