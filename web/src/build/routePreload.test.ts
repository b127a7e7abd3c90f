import type { Program } from 'estree';
import type { OutputBundle, OutputChunk } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { preloadScript, preloadsFor, readPageLoaders } from './routePreload';

const paths = { home: '/', marketplace: '/marketplace', privacyPolicy: '/privacy-policy' };
const read = (code: string) => readPageLoaders(parseAst(code) as unknown as Program, 'pageLoaders', 'paths', paths);

describe('readPageLoaders', () => {
  it('reads the table as written, and as Vite rewrites it for the build', () => {
    const source = `import { paths } from '../config/paths';
      export const pageLoaders = {
        [paths.home]: () => import('../features/home/pages/HomePage'),
        [paths.marketplace]: () => __vitePreload(() => import("../features/marketplace/pages/MarketplacePage"), __VITE_PRELOAD__),
      };`;
    expect(read(source)).toEqual({ '/': '../features/home/pages/HomePage', '/marketplace': '../features/marketplace/pages/MarketplacePage' });
  });

  it.each([
    ['a literal key', `export const pageLoaders = { '/': () => import('./a') };`, /computed key/],
    ['an unknown path', `export const pageLoaders = { [paths.nowhere]: () => import('./a') };`, /paths.nowhere does not exist/],
    ['a computed specifier', `export const pageLoaders = { [paths.home]: () => import(name) };`, /one literal specifier/],
    ['no table', `export const somethingElse = {};`, /no `export const pageLoaders/],
    ['an empty table', `export const pageLoaders = {};`, /is empty/],
  ])('fails the build on %s', (_case, source, message) => {
    expect(() => read(source)).toThrow(message);
  });
});

const chunk = (fileName: string, imports: string[], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as OutputChunk;

describe('preloadsFor', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/vendor.js'], { isEntry: true }),
      chunk('assets/vendor.js', []),
      chunk('assets/MarketplacePage.js', ['assets/index.js', 'assets/Card.js'], { facadeModuleId: '/src/Marketplace.tsx' }),
      chunk('assets/Card.js', ['assets/index.js', 'assets/Paper.js']),
      chunk('assets/Paper.js', ['assets/vendor.js']),
    ].map((c) => [c.fileName, c]),
  ) as OutputBundle;

  it('lists the page chunk and what it imports, transitively, minus what the entry loads', () => {
    expect(preloadsFor(bundle, { '/marketplace': '/src/Marketplace.tsx' }, '/')).toEqual({
      '/marketplace': ['/assets/MarketplacePage.js', '/assets/Card.js', '/assets/Paper.js'],
    });
  });

  it('fails when a page is no longer a chunk of its own', () => {
    expect(() => preloadsFor(bundle, { '/': '/src/Home.tsx' }, '/')).toThrow(/no chunk for \/src\/Home.tsx/);
  });
});

describe('preloadScript', () => {
  const run = (path: string) => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', path);
    new Function(preloadScript({ '/': ['/assets/Home.js'], '/marketplace': ['/assets/Market.js', '/assets/Card.js'] }))();
    return [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')]);
  };

  it('adds a modulepreload link per file of the current path', () => {
    expect(run('/marketplace?view=newsletters')).toEqual([
      ['modulepreload', '/assets/Market.js', ''],
      ['modulepreload', '/assets/Card.js', ''],
    ]);
    expect(run('/')).toEqual([['modulepreload', '/assets/Home.js', '']]);
  });

  it('matches like the router: any case, trailing slash ignored', () => {
    expect(run('/Marketplace/')).toHaveLength(2);
  });

  it('adds nothing for a path it does not know', () => {
    expect(run('/no/such/page')).toEqual([]);
  });
});
