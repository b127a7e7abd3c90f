import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** `^a.b.c` (same leftmost non-zero part, not older), `~a.b.c` (same a.b) or an exact version: the ranges our package.json uses. */
function satisfies(version: string, range: string): boolean {
  const [v, r] = [version, range.replace(/^[\^~]/, '')].map((x) => x.split(/[.-]/).slice(0, 3).map(Number));
  const notOlder = v[0] !== r[0] ? v[0] > r[0] : v[1] !== r[1] ? v[1] > r[1] : v[2] >= r[2];
  if (range.startsWith('^')) return notOlder && v[0] === r[0] && (r[0] > 0 || v[1] === r[1]);
  if (range.startsWith('~')) return notOlder && v[0] === r[0] && v[1] === r[1];
  return version === range;
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version: string; dependencies: Record<string, string> };

// The built app runs from dist/ at the repository root, so it loads each dependency from the
// root's node_modules/, not api/node_modules/ where npm nests a version that clashes with the
// tooling's (it did once: lru-cache 11 for the api, 5 for Babel at the root, and the app died at start).
describe('the api dependencies the built app loads', () => {
  it.each(Object.entries(read(join(ROOT, 'api', 'package.json')).dependencies))('%s at the root satisfies %s', (name, range) => {
    const installed = read(join(ROOT, 'node_modules', name, 'package.json')).version;
    expect(satisfies(installed, range) ? range : `${installed} (not ${range})`).toBe(range);
  });
});
