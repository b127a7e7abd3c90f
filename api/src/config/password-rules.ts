/** New passwords (sign-up, the seeded admin): long enough, and nothing a keyboard cannot type. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** In production the seeded admin's password must be longer than this, and not the default. */
export const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;
export const DEFAULT_ADMIN_PASSWORD = 'brokerbridge';
