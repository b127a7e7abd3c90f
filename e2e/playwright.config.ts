import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { appEnvironment, throwAwayFolder } from '../scripts/lib/app.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';

// Chosen once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DB_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_DATA_DIR ??= throwAwayFolder('e2e');
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  // The app exactly as `npm start` runs it, on a free port with its own embedded database.
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: join(__dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...appEnvironment({ port: process.env.E2E_PORT, dbPort: process.env.E2E_DB_PORT, dataDir: process.env.E2E_DATA_DIR }),
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '1000',
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
