import { ValidateBy, type ValidationOptions } from 'class-validator';
import { redirectUriProblem } from '../redirect-uri';

/** Each redirect URI as CONNECT.md allows them; the message names the first bad one and why. */
export function IsRedirectUris(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRedirectUris',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.every((uri) => typeof uri === 'string' && redirectUriProblem(uri) === null),
        defaultMessage: (args) => {
          const values = Array.isArray(args?.value) ? (args.value as unknown[]) : [];
          const bad = values.find((uri) => typeof uri !== 'string' || redirectUriProblem(uri) !== null);
          return typeof bad === 'string' ? `redirectUris: ${bad} ${redirectUriProblem(bad)}` : 'redirectUris must be strings';
        },
      },
    },
    options,
  );
}
