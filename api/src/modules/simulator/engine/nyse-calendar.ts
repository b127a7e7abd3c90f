import type { IsoDate } from './new-york-time';

/**
 * The NYSE calendar as data: full-day closures and 13:00 early closes as the exchange publishes
 * them for 2026 and 2027. A holiday on a Saturday is observed the Friday before and one on a
 * Sunday the Monday after, except New Year's Day on a Saturday (NYSE Rule 7.2: not observed).
 * Outside these years only weekends are closed; the years covered are said in the API reference.
 */
export const NYSE_CALENDAR_YEARS = { first: 2026, last: 2027 } as const;

export const NYSE_HOLIDAYS: ReadonlyMap<IsoDate, string> = new Map([
  ['2026-01-01', "New Year's Day"],
  ['2026-01-19', 'Martin Luther King, Jr. Day'],
  ['2026-02-16', "Washington's Birthday"],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-25', 'Memorial Day'],
  ['2026-06-19', 'Juneteenth National Independence Day'],
  ['2026-07-03', 'Independence Day (observed)'],
  ['2026-09-07', 'Labor Day'],
  ['2026-11-26', 'Thanksgiving Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-18', 'Martin Luther King, Jr. Day'],
  ['2027-02-15', "Washington's Birthday"],
  ['2027-03-26', 'Good Friday'],
  ['2027-05-31', 'Memorial Day'],
  ['2027-06-18', 'Juneteenth National Independence Day (observed)'],
  ['2027-07-05', 'Independence Day (observed)'],
  ['2027-09-06', 'Labor Day'],
  ['2027-11-25', 'Thanksgiving Day'],
  ['2027-12-24', 'Christmas Day (observed)'],
]);

/** Days the market closes at 13:00 New York time. */
export const NYSE_EARLY_CLOSES: ReadonlyMap<IsoDate, string> = new Map([
  ['2026-11-27', 'Day after Thanksgiving'],
  ['2026-12-24', 'Christmas Eve'],
  ['2027-11-26', 'Day after Thanksgiving'],
]);
