import type { ValidationError } from '@nestjs/common';
import type { FieldError } from '../errors';

/**
 * The checks that say the most basic thing wrong with a field, in the order a person would
 * want to hear them: it is missing, it is not allowed at all, it is the wrong kind of value,
 * it is empty, it is too long or short, it is not written as the field's format (a price in
 * words is not a decimal before it is not above zero). Any other broken rule (not an email, not
 * a path) is what is left to say once these pass.
 */
const MOST_BASIC_FIRST = [
  'isDefined',
  'whitelistValidation',
  'unknownValue',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isNotEmpty',
  'maxLength',
  'minLength',
  'matches',
];

/** One message per field: the most basic rule it breaks. Three variants of "required" help nobody. */
function oneMessage(constraints: Record<string, string>): string {
  const basic = MOST_BASIC_FIRST.find((rule) => rule in constraints);
  return humanize(constraints[basic ?? Object.keys(constraints)[0]]);
}

// Our DTOs word every message for people; these cover the library's own few (an unknown
// field, a body that is no object) and any rule a future DTO forgets to word.
function humanize(message: string): string {
  const unknown = /^property (.+) should not exist$/.exec(message);
  if (unknown) return `Unknown field "${unknown[1]}"`;
  if (message.startsWith('an unknown value was passed')) return 'The request body must be a JSON object';
  // A message that opens with a camelCase field ("limitPrice must be ...") names it as the JSON spells it.
  if (/^[a-z]+[A-Z]\w*\b/.test(message)) return message;
  // So does one that opens with a field's path ("simulate.outcome must be ...", "legs[0].symbol ..."): "Simulate.outcome" is no sentence.
  if (/^[a-z]\w*(\.\w+|\[\d+\])+(?=\s)/.test(message)) return message;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** class-validator's tree of errors as the house body's `errors`: dotted field paths, one message each. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: [oneMessage(error.constraints)] }] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}
