import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Where the app serves the SDK package: `npm install <origin>/sdk/brokerbridge-sdk.tgz`. */
export const SDK_TARBALL_ROUTE = '/sdk/brokerbridge-sdk.tgz';

/**
 * Sends the packed SDK (`npm run build` writes it, scripts/sdk-pack.mjs) as a download npm
 * installs from. The file is read when asked for, so a rebuild is served without a restart;
 * its size and time make the ETag. A 404 in words when it has not been built.
 */
export function sdkTarballHandler(file: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      return reply.code(404).type('text/plain; charset=utf-8').send('The SDK package has not been built on this server: run `npm run build`.\n');
    }
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type('application/gzip')
      .header('Content-Length', info.size)
      .header('Content-Disposition', 'attachment; filename="brokerbridge-sdk.tgz"')
      .send(createReadStream(file));
  };
}
