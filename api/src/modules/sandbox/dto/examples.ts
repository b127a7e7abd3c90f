/**
 * The ids and times the /v1 reference's examples share, so that an order's example names the
 * account, and a fill the order, that the other examples show.
 */
export const EXAMPLE = {
  accountId: '3f0c1a52-6d2e-4b8a-9c71-0e5d4b2a9f13',
  orderId: '9b2e4c1d-7a3f-4e58-8d6b-2c1f0a9e7b54',
  fillId: 'c4d8e2f1-0b7a-4c39-a5e6-7f1d2b3c4a58',
  createdAt: '2026-11-23T15:30:00.000Z',
  filledAt: '2026-11-23T15:30:00.000Z',
  now: '2026-11-23T15:31:12.000Z',
  cursor: 'MjAyNi0xMS0yM1QxNTozMDowMC4wMDBafDliMmU0YzFk',
} as const;
