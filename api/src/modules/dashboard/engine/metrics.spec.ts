import { buildMetrics, MetricInputs } from './metrics';

const base: MetricInputs = {
  requests: { current: 0, previous: 0 },
  serverErrors: { current: 0, previous: 0 },
  probes: { currentOk: 0, currentExpected: 0, previousOk: 0, previousExpected: 0 },
  totals: { users: { now: 1, monthAgo: 1 }, demoAccounts: null, subscribers: null, leads: null },
};

describe('buildMetrics', () => {
  it('names percentage metrics with "Rate" or "Uptime" so the client adds the percent sign', () => {
    const names = buildMetrics(base).map((m) => m.name);
    expect(names.filter((n) => /Rate|Uptime/.test(n))).toEqual(['Error Rate', 'Uptime (30d)']);
  });

  it('reports full uptime and no error rate before anything was measured', () => {
    const byId = Object.fromEntries(buildMetrics(base).map((m) => [m.id, m]));
    expect(byId.uptime).toMatchObject({ value: 100, changeType: 'neutral' });
    expect(byId.error_rate).toMatchObject({ value: 0, changeType: 'neutral' });
  });

  it('counts missed probe minutes as downtime, capped at 100%', () => {
    const probes = { currentOk: 1439, currentExpected: 1440, previousOk: 5, previousExpected: 4 };
    const uptime = buildMetrics({ ...base, probes }).find((m) => m.id === 'uptime')!;
    expect(uptime).toEqual({ id: 'uptime', name: 'Uptime (30d)', value: 99.93, change: -0.07, changeType: 'decrease' });
  });
});
