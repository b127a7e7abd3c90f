import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { jsonRequest, type ApiError, type RequestArgs } from './jsonRequest';

// Where they were first defined: every caller imports them from here.
export { API_BASE, type ApiError, type RequestArgs } from './jsonRequest';

/**
 * Every call sends the session cookie; a body goes out as JSON only when there is one.
 * A non-2xx answer becomes an ApiError; a network failure is status 0.
 */
export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = (args, { signal }) =>
  jsonRequest(typeof args === 'string' ? { url: args } : args, signal);
