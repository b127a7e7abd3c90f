import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';

/**
 * Answers a GET and returns true, or returns false having written nothing, and the framework
 * answers the request as it would any other; or a promise of either, when the answer waits.
 */
export type RawRoute = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

const routesByServer = new WeakMap<Server, Map<string, RawRoute>>();

/** The options (Fastify's, defaults applied) that Fastify gives its own HTTP/1 server, which a factory-made server must take over. */
interface HttpServerOptions {
  http?: ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's `serverFactory`: a node:http server, set up as Fastify sets up its own, that offers each GET to the raw route of its
 * path, if one is registered, before Fastify's own handler. For the few hot requests whose whole
 * answer is in memory and to which nothing of the framework's per-request pipeline applies (see
 * docs/decisions/log-poll-as-a-raw-route.md); everything else, and every request a raw route
 * declines, takes the usual way.
 */
export function serverWithRawRoutes(handler: RequestListener, fastifyOptions: Record<string, unknown>): Server {
  const options = fastifyOptions as unknown as HttpServerOptions;
  const routes = new Map<string, RawRoute>();
  const server = createServer(options.http ?? {}, (request, response) => {
    if (request.method === 'GET' && routes.size > 0) {
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const route = routes.get(query < 0 ? url : url.slice(0, query));
      const answered = route?.(request, response);
      if (answered === true) return;
      if (answered instanceof Promise) {
        // Fastify reads nothing of a GET before its handler runs, so it can take it over later.
        answered.then(
          (done) => done || handler(request, response),
          () => handler(request, response),
        );
        return;
      }
    }
    handler(request, response);
  });
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  routesByServer.set(server, routes);
  return server;
}

/** Registers `route` for GET `path` (exact, before any query string) on a server made by serverWithRawRoutes. */
export function addRawRoute(server: Server, path: string, route: RawRoute): void {
  const routes = routesByServer.get(server);
  if (!routes) throw new Error('The HTTP server was not made by serverWithRawRoutes (createHttpAdapter sets it as the serverFactory)');
  routes.set(path, route);
}
