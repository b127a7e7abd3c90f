/** Route metadata: the scope a /v1 route needs (set by @RequireScope). */
export const SCOPE_KEY = 'brokerbridge:api-scope';
