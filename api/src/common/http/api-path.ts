/** The JSON API, under both its doors: the site's (`/api`) and the developers' (`/v1`). Never a page. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/v1/') || path === '/api' || path === '/v1';
}
