import type { ImportExpression, Node, Program } from 'estree';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Route path -> the URLs of the JavaScript its page needs beyond the main bundle. */
export type RoutePreloads = Record<string, string[]>;

interface RoutePreloadOptions {
  /** The page-loader table, relative to the Vite root (`[paths.x]: () => import('…')` entries). */
  loaders: string;
  /** Its exported name. */
  exportName: string;
  /** The object its keys are read from (`paths.x`), and that object's name in the source. */
  paths: Readonly<Record<string, string>>;
  pathsName: string;
}

/**
 * Without help the browser learns which page chunk it needs only after the main bundle has
 * been downloaded and run. This plugin writes, per route of the page-loader table, the page's
 * chunk and the chunks it imports (minus what the entry already loads) into a small script
 * that index.html runs at once: it adds `<link rel="modulepreload">` for the current path, so
 * those files download alongside the main bundle. The script is a file rather than inline
 * code because the server's Content-Security-Policy allows scripts from 'self' only.
 * A path not in the table just gets no head start; a table the plugin cannot read fails the build.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  let loaderSources: Record<string, string> | undefined; // route path -> import specifier
  let scriptFile: string | undefined;

  return {
    name: 'brokerbridge:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    moduleParsed(info) {
      if (info.id !== `${root}/${options.loaders}` || !info.ast) return;
      loaderSources = readPageLoaders(info.ast as Program, options.exportName, options.pathsName, options.paths);
    },
    async generateBundle(_output, bundle) {
      if (!loaderSources) throw new Error(`route-preload: ${options.loaders} was not part of the build`);
      const moduleIds: Record<string, string> = {};
      for (const [route, source] of Object.entries(loaderSources)) {
        const resolved = await this.resolve(source, `${root}/${options.loaders}`);
        if (!resolved) throw new Error(`route-preload: cannot resolve ${source} from ${options.loaders}`);
        moduleIds[route] = resolved.id;
      }
      scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(preloadsFor(bundle, moduleIds, base)) }));
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) throw new Error('route-preload: the preload script was not generated before index.html');
        return [{ tag: 'script', attrs: { src: `${base}${scriptFile}`, async: true, fetchpriority: 'high' }, injectTo: 'head' }];
      },
    },
  };
}

/** Reads `export const <exportName> = { [<pathsName>.x]: () => import('spec'), … }` into { path: spec }. */
export function readPageLoaders(program: Program, exportName: string, pathsName: string, paths: Readonly<Record<string, string>>): Record<string, string> {
  const fail = (node: Node, why: string): never => {
    throw new Error(`route-preload: ${why} (entry at offset ${(node as { start?: number }).start ?? '?'}); keep the form [${pathsName}.x]: () => import('…')`);
  };
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = statement.declaration.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === exportName);
    if (!declarator) continue;
    if (declarator.init?.type !== 'ObjectExpression') return fail(declarator, `${exportName} is not an object literal`);
    const table: Record<string, string> = {};
    for (const entry of declarator.init.properties) {
      if (entry.type !== 'Property' || !entry.computed) return fail(entry, 'expected a computed key');
      const { key, value } = entry;
      if (key.type !== 'MemberExpression' || key.object.type !== 'Identifier' || key.object.name !== pathsName || key.property.type !== 'Identifier') return fail(entry, `expected a key ${pathsName}.x`);
      const path = paths[key.property.name];
      if (path === undefined) return fail(entry, `${pathsName}.${key.property.name} does not exist`);
      // Vite's build wraps the import() (`() => __vitePreload(() => import('…'), …)`): look inside.
      const imports = value.type === 'ArrowFunctionExpression' ? findImports(value.body) : [];
      const source = imports.length === 1 && imports[0].source.type === 'Literal' ? imports[0].source.value : undefined;
      if (typeof source !== 'string') return fail(entry, 'expected () => import(\'…\') with one literal specifier');
      table[path] = source;
    }
    if (Object.keys(table).length === 0) return fail(declarator, `${exportName} is empty`);
    return table;
  }
  throw new Error(`route-preload: no \`export const ${exportName} = { … }\` found`);
}

function findImports(node: unknown): ImportExpression[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(findImports);
  const found = (node as Node).type === 'ImportExpression' ? [node as ImportExpression] : [];
  return found.concat(Object.entries(node).flatMap(([key, child]) => (key === 'parent' ? [] : findImports(child))));
}

/** For each route, its page chunk and every chunk that chunk imports, except those the entry loads anyway. */
export function preloadsFor(bundle: OutputBundle, moduleIds: Record<string, string>, base: string): RoutePreloads {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    start.forEach(visit);
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const preloads: RoutePreloads = {};
  for (const [route, id] of Object.entries(moduleIds)) {
    const page = chunks.find((chunk) => chunk.facadeModuleId === id);
    if (!page) throw new Error(`route-preload: no chunk for ${id} (route ${route}); is it still loaded with import()?`);
    preloads[route] = [...closure([page.fileName])].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`);
  }
  return preloads;
}

/**
 * The browser side, ES5 so any browser that runs the app can run it. React Router matches
 * paths case-insensitively and ignores a trailing slash, so the lookup does too.
 */
export function preloadScript(preloads: RoutePreloads): string {
  const table = Object.fromEntries(Object.entries(preloads).map(([route, files]) => [route.toLowerCase(), files]));
  return `(function (preloads) {
  var files = preloads[location.pathname.toLowerCase().replace(/\\/+$/, '') || '/'] || [];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})(${JSON.stringify(table)});
`;
}
