import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { preferredEncoding } from '../common/http/accept-encoding';
import { isApiPath } from '../common/http/api-path';
import { compressedAssets } from './compressed-assets';
import { type ApiAnswer, loadPageShell } from './page-shell';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: hashed files under /assets are cached for a year, everything
 * else is revalidated, and any non-API GET that asks for HTML gets index.html so the
 * client router can take it (a deep link or a reload on /marketplace works), with that page's
 * own head, and a 404 status for a path the site does not have. API paths and everything
 * else fall through to the API's JSON 404.
 */
export async function serveClient(
  app: NestFastifyApplication,
  distDir: string,
  options: { serveSourceMaps: boolean; publicUrl?: string; apiAnswer?: ApiAnswer },
): Promise<void> {
  const root = normalize(distDir + sep);
  const assetsDir = join(root, 'assets');
  const cacheControl = (file: string) => (file.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
  const compressed = compressedAssets(distDir);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root, serve: false });
  const pageShell = loadPageShell(root, options.apiAnswer);
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const [path, query = ''] = request.url.split('?', 2);
    // Production keeps its source maps to itself: they would hand out the client's sources.
    if (isApiPath(path) || (!options.serveSourceMaps && path.endsWith('.map'))) return reply.callNotFound();

    const asset = compressed(path, request.headers['accept-encoding']);
    if (asset) {
      return reply
        .header('Content-Type', asset.type)
        .header('Content-Encoding', asset.encoding)
        .header('Vary', 'Accept-Encoding')
        .header('Cache-Control', cacheControl(asset.file))
        .send(asset.body);
    }
    const file = fileIn(root, path);
    if (file) return reply.header('Cache-Control', cacheControl(file)).sendFile(file.slice(root.length), { cacheControl: false });
    if (acceptsHtml(request.headers.accept) && pageShell) {
      // A page drawn with an API answer waits for that answer (web/src/config/pageMeta.ts), others do not.
      void pageShell(path, publicOrigin ?? `${request.protocol}://${request.host}`, query).then(
        (shell) => {
          reply.code(shell.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          return encoding ? reply.header('Content-Encoding', encoding).send(shell.encoded(encoding)) : reply.send(shell.html);
        },
        (error: unknown) => reply.send(error),
      );
      return reply;
    }
    if (acceptsHtml(request.headers.accept) && existsSync(join(root, 'index.html'))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.callNotFound();
  });
}

function fileIn(root: string, urlPath: string): string | undefined {
  try {
    const file = normalize(join(root, decodeURIComponent(urlPath)));
    return file.startsWith(root) && statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** As Express's `req.accepts('html')`: no Accept header, or one naming HTML or anything. */
function acceptsHtml(accept: string | undefined): boolean {
  return !accept || /text\/html|\*\/\*/.test(accept);
}
