/**
 * The stored order's columns the ledger and its views read, listed rather than `*`: a prepared
 * statement whose result columns change (a migration adding one) fails on connections that
 * prepared it before.
 */
export const ORDER_COLUMNS = [
  'id',
  'account_id',
  'client_order_id',
  'symbol',
  'side',
  'order_type',
  'quantity',
  'limit_price',
  'stop_price',
  'triggered_at',
  'trail_price',
  'trail_percent',
  'water_mark',
  'reserve_price',
  'time_in_force',
  'extended_hours',
  'status',
  'reason',
  'reason_details',
  'filled_price',
  'filled_quantity',
  'expires_at',
  'created_at',
  'updated_at',
] as const;
