import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { fullTitle, NOT_FOUND_META, PAGE_META, type PageMetaEntry } from './src/config/pageMeta';

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
      this.emitFile({ type: 'asset', fileName: 'page-meta.json', source: JSON.stringify({ routes, notFound: asShell(NOT_FOUND_META) }, null, 2) });
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), pageMetaManifest()],
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
