type Row = Record<string, unknown>;

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

export function endpointView(row: Row) {
  return {
    id: row.id as string,
    url: row.url as string,
    events: row.events as string[],
    /** While a rotated-out secret still signs (both signatures are sent), until when. */
    previousSecretExpiresAt: iso(row.previous_secret_expires_at),
    disabledAt: iso(row.disabled_at),
    disabledReason: (row.disabled_reason as string | null) ?? null,
    createdAt: iso(row.created_at)!,
  };
}

function attemptView(row: Row) {
  return {
    attemptedAt: iso(row.attempted_at)!,
    statusCode: (row.status_code as number | null) ?? null,
    error: (row.error as string | null) ?? null,
    durationMs: row.duration_ms as number,
    responseExcerpt: (row.response_excerpt as string | null) ?? null,
    nextAttemptAt: iso(row.next_attempt_at),
  };
}

export function deliveryView(row: Row, attempts: Row[]) {
  return {
    /** Also the `webhook-id` header of every attempt. */
    id: row.id as string,
    endpointId: row.endpoint_id as string,
    eventType: row.event_type as string,
    accountId: (row.account_id as string | null) ?? null,
    sequence: row.sequence === null ? null : Number(row.sequence),
    status: row.status as 'pending' | 'succeeded' | 'failed',
    attemptCount: row.attempt_count as number,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    createdAt: iso(row.created_at)!,
    attempts: attempts.map(attemptView),
  };
}

/** One delivery as the console opens it: the body exactly as sent and each attempt's request headers. */
export function deliveryDetailView(row: Row, attempts: Row[]) {
  let payload: unknown = row.body;
  try {
    payload = JSON.parse(row.body as string);
  } catch {
    // Sent as stored: show it as text.
  }
  return {
    ...deliveryView(row, attempts),
    payload,
    attempts: attempts.map((a) => ({ ...attemptView(a), requestHeaders: (a.request_headers as Record<string, string> | null) ?? null })),
  };
}

export type EndpointView = ReturnType<typeof endpointView>;
export type DeliveryView = ReturnType<typeof deliveryView>;
export type DeliveryDetailView = ReturnType<typeof deliveryDetailView>;
