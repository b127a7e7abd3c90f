/** trading_activity_logs */
export interface ActivityLogRow {
  id: string;
  account_id: string;
  method: string;
  endpoint: string;
  status: number;
  duration_ms: number;
  created_at: Date;
}
