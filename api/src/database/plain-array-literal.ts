/** Elements an array literal can hold unquoted: no delimiter, quote, brace, backslash or space in them. */
const PLAIN = /^[\w.:+-]+(?:,[\w.:+-]+)*$/;

/** An unquoted NULL element (any case) is a null, not the word. */
const NULL_WORD = /(?:^|,)null(?:,|$)/i;

/**
 * A Postgres array literal of values that need no quoting (UUIDs, numbers, decimal strings, enum
 * words), for a parameter cast to an array type. pg escapes each element of an array parameter
 * with two regular expressions and builds the text a piece at a time; one join costs well under
 * half of that (the figures: docs/decisions/plain-array-literals.md). Throws on a value that would
 * need quoting or read as a null, rather than send a different array.
 */
export function plainArrayLiteral(values: readonly (string | number)[]): string {
  if (values.length === 0) return '{}';
  const text = values.join(',');
  if (!PLAIN.test(text) || NULL_WORD.test(text) || countCommas(text) !== values.length - 1) {
    throw new Error(`Not a plain array element among: ${text.slice(0, 200)}`);
  }
  return `{${text}}`;
}

function countCommas(text: string): number {
  let n = 0;
  for (let i = text.indexOf(','); i !== -1; i = text.indexOf(',', i + 1)) n += 1;
  return n;
}
