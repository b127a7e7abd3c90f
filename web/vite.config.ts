import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import { CHART_ANIMATION_MS } from './src/config/charts';
import { fullTitle, NOT_FOUND_META, PAGE_META, PAGE_SECTIONS, type PageMetaEntry } from './src/config/pageMeta';

const asShell = ({ title, ...rest }: PageMetaEntry) => ({ title: fullTitle(title), ...rest });

/**
 * Writes page-meta.json beside index.html: every known route with its full title and
 * description, and the not-found page's. The server reads it to send each page's own head,
 * and a 404 for any path not in it.
 */
function pageMetaManifest(): Plugin {
  return {
    name: 'page-meta-manifest',
    generateBundle() {
      const routes = Object.fromEntries(Object.entries(PAGE_META).map(([path, meta]) => [path, asShell(meta)]));
      const sections = Object.fromEntries(Object.entries(PAGE_SECTIONS).map(([path, meta]) => [path, asShell(meta)]));
      this.emitFile({ type: 'asset', fileName: 'page-meta.json', source: JSON.stringify({ routes, sections, notFound: asShell(NOT_FOUND_META) }, null, 2) });
    },
  };
}

/** MUI X Charts' one duration constant, read by every chart's animations (CSS and JS alike). */
const CHART_ANIMATION_MODULE = /[\\/]@mui[\\/]x-charts[\\/]internals[\\/]animation[\\/]animation\.m?js$/;
const LIBRARY_DURATION = /ANIMATION_DURATION_MS = 300;/;

function withChartAnimation(code: string, id: string): string {
  const patched = code.replace(LIBRARY_DURATION, `ANIMATION_DURATION_MS = ${CHART_ANIMATION_MS};`);
  if (patched === code) throw new Error(`${id} no longer sets ANIMATION_DURATION_MS = 300: see docs/decisions/chart-animation-duration.md`);
  return patched;
}

/**
 * Sets the charts' animation to the spec's 1500 ms in the library module that holds MUI X's
 * fixed 300 ms, for the build and for the dev server's pre-bundled dependencies alike. It fails
 * the build if an upgrade moves that constant, rather than silently animating at 300 ms.
 */
function chartAnimationDuration(): Plugin {
  return {
    name: 'chart-animation-duration',
    enforce: 'pre',
    transform(code, id) {
      return CHART_ANIMATION_MODULE.test(id) ? withChartAnimation(code, id) : undefined;
    },
  };
}

/**
 * MUI's createTheme and ThemeProvider import the CSS-variables theme machinery (~26 KB before gzip)
 * statically, though it runs only for a theme made with `cssVariables` or `colorSchemes`; ours is
 * made with neither (theme.ts), and every styled component pulls createTheme into the first load.
 * The build swaps those two imports for stand-ins that throw, so the machinery is left out of the
 * bundle, and fails if an upgrade moves them. See docs/decisions/public-pages-first-load.md.
 */
const THEME_WITHOUT_VARS: [RegExp, string, string][] = [
  [
    /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
    'import createThemeWithVars from "./createThemeWithVars.js";',
    'const createThemeWithVars = () => { throw new Error("This build leaves out MUI\'s CSS-variables themes: see docs/decisions/public-pages-first-load.md"); };',
  ],
  [
    /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/,
    'import { CssVarsProvider } from "./ThemeProviderWithVars.js";',
    'const CssVarsProvider = () => { throw new Error("This build leaves out MUI\'s CSS-variables themes: see docs/decisions/public-pages-first-load.md"); };',
  ],
];

function themeWithoutCssVariables(): Plugin {
  return {
    name: 'theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const swap = THEME_WITHOUT_VARS.find(([module]) => module.test(id));
      if (!swap) return undefined;
      if (!code.includes(swap[1])) throw new Error(`${id} no longer has ${swap[1]}: see docs/decisions/public-pages-first-load.md`);
      return code.replace(swap[1], swap[2]);
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/;

/**
 * The built page asks for its entry script at low priority: a public page arrives prerendered and
 * paints without it (docs/decisions/prerendered-public-pages.md), so nothing that draws the first
 * screen should wait behind it. Vite writes its own entry tag (dropping attributes of the source
 * one), so the attribute goes on after; the build fails if that tag changes shape.
 */
function entryScriptAtLowPriority(): Plugin {
  return {
    name: 'entry-script-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry script of the expected shape: see docs/decisions/prerendered-public-pages.md');
        return html.replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src="$1"></script>');
      },
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), pageMetaManifest(), chartAnimationDuration(), themeWithoutCssVariables(), entryScriptAtLowPriority()],
  optimizeDeps: {
    esbuildOptions: {
      plugins: [
        {
          name: 'chart-animation-duration',
          setup(build) {
            build.onLoad({ filter: CHART_ANIMATION_MODULE }, async ({ path }) => ({
              contents: withChartAnimation(await readFile(path, 'utf8'), path),
              loader: 'js',
            }));
          },
        },
      ],
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Terser with two passes packs the first-load bundle ~5 KB (gzipped) tighter than esbuild:
    // every visitor pays for it on the home page, the build pays a few seconds once.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    chunkSizeWarningLimit: 900,
  },
});
