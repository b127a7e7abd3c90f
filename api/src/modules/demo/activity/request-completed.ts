/** A `/api/trading/*` request finished: the activity log records it off the request path. */
export const REQUEST_COMPLETED = 'demo.request.completed';

export interface RequestCompleted {
  accountId: string;
  method: string;
  endpoint: string;
  status: number;
  durationMs: number;
  at: Date;
}
