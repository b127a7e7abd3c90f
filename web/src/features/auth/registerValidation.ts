import type { Credentials } from '../../api/sessionApi';

/** The API's sign-up rules (RegisterDto), checked before sending so the visitor hears at once. */
const USERNAME_MAX_LENGTH = 50;
const NEW_PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const CONTROL_CHARACTER = /\p{Cc}/u;

export type RegisterErrors = Partial<Record<keyof Credentials, string>>;

export function validateRegistration({ username, password }: Credentials): RegisterErrors {
  const errors: RegisterErrors = {};
  if (username.length < 3) errors.username = 'Username must be at least 3 characters';
  else if (username.length > USERNAME_MAX_LENGTH) errors.username = 'Username must be at most 50 characters';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'Username may only contain letters, digits, dots, dashes and underscores';
  if (password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = 'Password must be at least 8 characters';
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'Password must be at most 128 characters';
  else if (CONTROL_CHARACTER.test(password)) errors.password = 'Password may not contain control characters';
  return errors;
}
