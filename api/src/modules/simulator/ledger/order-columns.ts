/**
 * Appended to a numeric(18,9) share quantity in a SELECT: node-postgres hands numerics over as
 * strings, float8 as numbers, and every 9-place quantity the ledger holds round-trips through a
 * double (engine/shares.ts), so rows carry quantities as the numbers the engine computes with.
 */
export const SHARES_AS_NUMBER = '::float8';

/**
 * The stored order's columns the ledger and its views read, listed rather than `*`: a prepared
 * statement whose result columns change (a migration adding one) fails on connections that
 * prepared it before. Share quantities are numeric(18,9), read as numbers (SHARES_AS_NUMBER).
 */
export const ORDER_COLUMNS = [
  'id',
  'account_id',
  'client_order_id',
  'symbol',
  'side',
  'order_type',
  `quantity${SHARES_AS_NUMBER} AS quantity`,
  'notional',
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
  `filled_quantity${SHARES_AS_NUMBER} AS filled_quantity`,
  'expires_at',
  'created_at',
  'updated_at',
] as const;
