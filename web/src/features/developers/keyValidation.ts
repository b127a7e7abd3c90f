import type { NewKeyRequest } from './developerTypes';

export const KEY_NAME_MAX = 64;

export type KeyErrors = Partial<Record<keyof NewKeyRequest, string>>;

/** The API's rules for a new key (name 1..64 characters, at least one scope), checked before sending. */
export function validateNewKey({ name, scopes }: NewKeyRequest): KeyErrors {
  const errors: KeyErrors = {};
  if (!name.trim()) errors.name = 'Give the key a name, such as "backtest script"';
  else if (name.trim().length > KEY_NAME_MAX) errors.name = `The name can be at most ${KEY_NAME_MAX} characters`;
  if (scopes.length === 0) errors.scopes = 'Pick at least one scope';
  return errors;
}
