import { registerAs } from '@nestjs/config';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { ToBoolean } from './env-transforms';
import { validateEnv } from './validate-env';

class DashboardEnv {
  // On by default, except under test where each test drives the job itself.
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  readonly METRICS_JOB_ENABLED?: boolean;

  @ToBoolean()
  @IsBoolean()
  readonly DASHBOARD_SEED_HISTORY: boolean = true;

  @IsString()
  readonly NODE_ENV: string = 'development';
}

function loadDashboardConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(DashboardEnv, env);
  return {
    metricsJobEnabled: e.METRICS_JOB_ENABLED ?? e.NODE_ENV !== 'test',
    seedHistory: e.DASHBOARD_SEED_HISTORY,
  };
}

export type DashboardConfig = ReturnType<typeof loadDashboardConfig>;
export const dashboardConfig = registerAs('dashboard', () => loadDashboardConfig());
