/** Deeper than any body or query this API takes; far below what would strain a parser or validator. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = { field: string; problem: 'depth' | 'character' };

/**
 * Finds what no field of ours may hold and Postgres would refuse with an error (a 500) rather
 * than a clear answer: a NUL character, an unpaired UTF-16 surrogate (not text at all), or
 * nesting deeper than MAX_INPUT_DEPTH. Iterative, so a hostile depth cannot overflow the stack.
 */
export function findUnsafeInput(value: unknown): UnsafeInput | undefined {
  // Most calls (every poll) carry no body and an empty query: answer those without allocating.
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object' && isEmpty(value)) return undefined;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { field: path, problem: 'character' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, problem: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return { field: childPath, problem: 'character' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** NUL, or a surrogate without its other half (matched per UTF-16 code unit: no `u` flag). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

function isEmpty(object: object): boolean {
  for (const _key in object) return false;
  return true;
}
