import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadPageShell, type PageMetaManifest } from './page-shell';

const INDEX = `<!doctype html><html><head>
<title data-page-meta>BrokerBridge</title>
<meta name="description" content="Generic." data-page-meta />
</head><body><div id="root"></div></body></html>`;

const MANIFEST: PageMetaManifest = {
  routes: {
    '/': { title: 'BrokerBridge | One API for every broker', description: 'Home.' },
    '/news': { title: 'News | BrokerBridge', description: 'News & "updates" <here>.', preload: ['/api/linkedin/posts'] },
    '/contact': { title: 'Contact | BrokerBridge', description: 'Write to us.' },
    '/reference': { title: 'Reference | BrokerBridge', description: 'Drawn from a document.', preload: ['/v1/openapi.json'] },
  },
  sections: { '/reference': { title: 'Reference | BrokerBridge', description: 'Drawn from a document.', preload: ['/v1/openapi.json'] } },
  notFound: { title: 'Page not found | BrokerBridge', description: 'The page you were looking for does not exist.' },
};

/** What scripts/prerender-pages.mjs writes: the home page and the news page prerendered, with the origin stand-in. */
const PRERENDERED = {
  '/': { html: "<main><h1>Connect once</h1><p>Costs $&amp; more: $1 $` $'</p></main>", styles: '<style data-emotion="css 1a2b">.css-1a2b{color:red;}</style>' },
  '/news': {
    html: '<main><pre>curl https://prerendered-origin.invalid/v1/accounts</pre><a href="https://prerendered-origin.invalid/news">here</a></main>',
    styles: '',
  },
};

/** The folders build() made, removed once the file's tests are done. */
const built: string[] = [];
afterAll(() => built.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(manifest: PageMetaManifest | null, prerendered: object | null = null) {
  const dir = mkdtempSync(join(tmpdir(), 'page-shell-'));
  built.push(dir);
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (manifest) writeFileSync(join(dir, 'page-meta.json'), JSON.stringify(manifest));
  if (prerendered) writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(prerendered));
  return dir;
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('loadPageShell', () => {
  const shell = loadPageShell(build(MANIFEST))!;

  it('gives a known page its own title, one description and its canonical link, escaped', async () => {
    const { status, html } = await shell('/news', 'https://brokerbridge.example');
    expect(status).toBe(200);
    expect(html).toContain('<title data-page-meta>News | BrokerBridge</title>');
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(html).toContain('<meta name="description" content="News &amp; &quot;updates&quot; &lt;here&gt;." data-page-meta />');
    expect(html).toContain('<link rel="canonical" href="https://brokerbridge.example/news" data-page-meta />');
    expect(html).not.toContain('noindex');
  });

  it('preloads the JSON a page fetches first, and nothing for the other pages', async () => {
    expect((await shell('/reference', 'http://localhost:3000')).html).toContain(
      '<link rel="canonical" href="http://localhost:3000/reference" data-page-meta /><link rel="preload" href="/v1/openapi.json" as="fetch" crossorigin="anonymous" data-page-document />',
    );
    expect((await shell('/contact', 'http://localhost:3000')).html).not.toContain('rel="preload"');
    expect((await shell('/no/such/page', 'http://localhost:3000')).html).not.toContain('rel="preload"');
  });

  it('preloads an API answer a page is drawn with as a document of the page', async () => {
    expect((await shell('/news', 'http://localhost:3000')).html).toContain(
      '<link rel="preload" href="/api/linkedin/posts" as="fetch" crossorigin="anonymous" data-page-document />',
    );
  });

  it('serves every page under a section with the section’s head, canonical at its own address, and not a look-alike prefix', async () => {
    const { status, html } = await shell('/reference/createAccount', 'http://localhost:3000');
    expect(status).toBe(200);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/reference/createAccount" data-page-meta /><link rel="preload" href="/v1/openapi.json"',
    );
    expect((await shell('/reference/webhooks/order.filled', 'http://localhost:3000')).status).toBe(200);
    expect((await shell('/referencex', 'http://localhost:3000')).status).toBe(404);
  });

  it('treats a trailing slash as the same page, with one canonical address', async () => {
    expect(await shell('/news/', 'http://localhost:3000')).toMatchObject({ status: 200, html: expect.stringContaining('href="http://localhost:3000/news"') });
    expect((await shell('/', 'http://localhost:3000')).html).toContain('href="http://localhost:3000/"');
  });

  it.each(['/praams-login', '/no/such/page', '/constructor', '/__proto__'])('answers %s with 404, the not-found head and noindex', async (path) => {
    const { status, html } = await shell(path, 'http://localhost:3000');
    expect(status).toBe(404);
    expect(html).toContain('<title data-page-meta>Page not found | BrokerBridge</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-meta />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes a hostile Host in the canonical link', async () => {
    expect((await shell('/', 'http://evil.example"><script>x</script>')).html).not.toContain('<script>x');
  });

  it('leaves the root empty for the client to render when the build prerendered nothing', async () => {
    expect((await shell('/', 'http://localhost:3000')).html).toContain('<div id="root"></div>');
  });

  it('is absent for a build without the manifest, so the plain shell is served as before', async () => {
    expect(loadPageShell(build(null))).toBeNull();
  });
});

describe('loadPageShell with prerendered pages', () => {
  const shell = loadPageShell(build(MANIFEST, PRERENDERED))!;

  it('puts a prerendered page’s markup in the root and its styles at the end of the head, word for word', async () => {
    const { status, html } = await shell('/', 'http://localhost:3000');
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root">${PRERENDERED['/'].html}</div>`);
    expect(html).toContain(`${PRERENDERED['/'].styles}</head>`);
    expect(html.indexOf('<title data-page-meta>')).toBeLessThan(html.indexOf('<style data-emotion'));
  });

  it('writes the origin the page is read at where the prerender put its stand-in, escaped', async () => {
    const { html } = await shell('/news/', 'https://sandbox.brokerbridge.example');
    expect(html).toContain('<pre>curl https://sandbox.brokerbridge.example/v1/accounts</pre><a href="https://sandbox.brokerbridge.example/news">');
    expect(html).not.toContain('prerendered-origin.invalid');
    expect((await shell('/news', 'http://evil.example"><script>x</script>')).html).not.toContain('<script>x');
  });

  it('compresses each page once, to exactly its HTML, in either encoding', async () => {
    const home = await shell('/', 'http://localhost:3000');
    expect(brotliDecompressSync(home.encoded('br')).toString()).toBe(home.html);
    expect(gunzipSync(home.encoded('gzip')).toString()).toBe(home.html);
    expect((await shell('/', 'http://localhost:3000')).encoded('br')).toBe(home.encoded('br'));
    const missing = await shell('/no/such/page', 'http://localhost:3000');
    expect(gunzipSync(missing.encoded('gzip')).toString()).toBe(missing.html);
  });

  it('serves the plain shell for a page asked with a query string, which the client may draw differently', async () => {
    expect((await shell('/', 'http://localhost:3000', 'q=ai')).html).toContain('<div id="root"></div>');
    expect((await shell('/', 'http://localhost:3000', 'q=ai')).html).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect((await shell('/', 'http://localhost:3000')).html).toContain('<h1>Connect once</h1>');
  });

  it('serves the plain shell for a page the build did not prerender, and for a path the site does not have', async () => {
    expect((await shell('/reference', 'http://localhost:3000')).html).toContain('<div id="root"></div>');
    const missing = await shell('/no/such/page', 'http://localhost:3000');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect(missing.html).not.toContain('<style data-emotion');
  });
});

describe('loadPageShell with a page drawn with an API answer', () => {
  const POSTS = { posts: [{ id: 'sample-post:1', content: 'Hello' }], isMock: true, authStatus: 'not_configured' };
  const drawn = build(MANIFEST, { '/news': { html: '<main><article>Hello</article></main>', styles: '', drawnWith: { '/api/linkedin/posts': POSTS } } });

  it('sends the drawn markup while the API answers the same, in whatever key order', async () => {
    const asked: string[] = [];
    const shell = loadPageShell(drawn, (url) => {
      asked.push(url);
      return Promise.resolve({ authStatus: 'not_configured', isMock: true, posts: [{ content: 'Hello', id: 'sample-post:1' }] });
    })!;
    expect((await shell('/news', 'http://localhost:3000')).html).toContain('<div id="root"><main><article>Hello</article></main></div>');
    expect(asked).toEqual(['/api/linkedin/posts']);
  });

  it('sends the plain shell, still preloading the answer, while the API answers otherwise, and the drawn markup once it answers the same again', async () => {
    let answer: object = { ...POSTS, posts: [] };
    const shell = loadPageShell(drawn, () => Promise.resolve(answer))!;
    const plain = await shell('/news', 'http://localhost:3000');
    expect(plain.html).toContain('<div id="root"></div>');
    expect(plain.html).toContain('<link rel="preload" href="/api/linkedin/posts"');
    answer = POSTS;
    expect((await shell('/news', 'http://localhost:3000')).html).toContain('<article>Hello</article>');
  });

  it('sends the plain shell when the answer cannot be had, or no one gives it', async () => {
    const failing = loadPageShell(drawn, () => Promise.reject(new Error('database down')))!;
    expect((await failing('/news', 'http://localhost:3000')).html).toContain('<div id="root"></div>');
    expect((await loadPageShell(drawn)!('/news', 'http://localhost:3000')).html).toContain('<div id="root"></div>');
  });
});
