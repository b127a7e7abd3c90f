import { Transform } from 'class-transformer';

/** Reads "true"/"false"/"1"/"0" from the environment as a boolean. */
export const ToBoolean = () => Transform(({ value }) => (typeof value === 'string' ? ['true', '1', 'yes'].includes(value.toLowerCase()) : value));

/** Reads a whole number from the environment; anything else is left for the validator to reject. */
export const ToInt = () => Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value));
