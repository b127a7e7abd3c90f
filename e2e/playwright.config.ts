import { defineConfig, devices } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './support/chromium';

// Chosen once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DB_PORT ??= String(Number(process.env.E2E_PORT) + 1);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'brokerbridge-e2e-'));
  // Postgres runs as its own user when we are root; it must be able to reach its data folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
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
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
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
      PORT: process.env.E2E_PORT,
      DATABASE_URL: '',
      DATABASE_EMBEDDED_PORT: process.env.E2E_DB_PORT,
      DATABASE_EMBEDDED_DIR: join(process.env.E2E_DATA_DIR, 'postgres'),
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '1000',
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
