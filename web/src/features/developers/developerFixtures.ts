import type { ApiKey, CreatedApiKey, RequestLogEntry, SandboxAccount, SandboxBroker } from './developerTypes';

/** Test data shaped as the console API answers (sandbox-contract.md). */
export const apiKeyFixture = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  name: 'backtest script',
  scopes: ['accounts:read', 'accounts:write'],
  prefix: 'bb_test_pub1',
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
  ...over,
});

export const createdKeyFixture = (over: Partial<CreatedApiKey> = {}): CreatedApiKey => ({
  ...apiKeyFixture({ id: 'k2', name: 'ci', prefix: 'bb_test_pub2' }),
  key: 'bb_test_pub2_s3cretS3cretS3cretS3cret',
  ...over,
});

export const accountFixture = (over: Partial<SandboxAccount> = {}): SandboxAccount => ({
  id: 'acc_1',
  label: 'first',
  broker: 'northwind',
  cash: '100000.00',
  equity: '100000.00',
  buyingPower: '200000.00',
  marginUsed: '0.00',
  marketValue: '0.00',
  seed: null,
  now: '2026-11-23T15:00:00Z',
  createdAt: '2026-11-23T15:00:00Z',
  ...over,
});

export const requestFixture = (over: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
  requestId: 'req_1',
  method: 'POST',
  path: '/v1/accounts',
  status: 201,
  durationMs: 12,
  keyPrefix: 'bb_test_pub2',
  createdAt: '2026-11-23T15:00:01Z',
  requestBody: '{"label":"bot"}',
  responseBody: '{"id":"acc_1","label":"bot"}',
  ...over,
});

/** The five brokers as GET /api/developer/brokers lists them (the parts the console reads). */
export const BROKERS_FIXTURE: SandboxBroker[] = [
  { id: 'northwind', name: 'Northwind Securities', trading: true },
  { id: 'harborline', name: 'Harborline Brokerage', trading: true },
  { id: 'meridian', name: 'Meridian Clearing', trading: true },
  { id: 'summit-ridge', name: 'Summit Ridge Capital', trading: true },
  { id: 'tidewater', name: 'Tidewater Brokers', trading: false },
];
