import type { Credentials } from '../../api/sessionApi';

const USERNAME_MIN_LENGTH = 3;
const PASSWORD_MIN_LENGTH = 6;

export type LoginErrors = Partial<Record<keyof Credentials, string>>;

/** The login page's own rules, checked on submit; the messages are the spec's. */
export function validateLogin({ username, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim().length < USERNAME_MIN_LENGTH) errors.username = 'Username must be at least 3 characters';
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'Password must be at least 6 characters';
  return errors;
}
