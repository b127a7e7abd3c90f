const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "Nov 23, 2026, 10:15 PM UTC", or the fallback for a time that has not happened. */
export function formatWhen(iso: string | null, fallback = 'Never'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : `${dateTime.format(date)} UTC`;
}

const marketTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});

/** "Mon, Nov 23, 2026, 3:00 PM New York": a market time in the exchange's zone. */
export function formatMarketTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${marketTime.format(date)} New York`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The API's decimal strings ("100000.00") as dollars; anything unreadable is shown as sent. */
export function formatMoney(decimal: string): string {
  const value = Number(decimal);
  return Number.isFinite(value) ? money.format(value) : decimal;
}

export const GRACE_CHOICES = [
  { seconds: 0, label: 'Immediately' },
  { seconds: 3600, label: 'In 1 hour' },
  { seconds: 86400, label: 'In 24 hours' },
] as const;
