import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { appEnvironment, throwAwayFolder } from '../scripts/lib/app.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';

// Chosen once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DB_PORT ??= String(Number(process.env.E2E_PORT) + 1);
if (!process.env.E2E_DATA_DIR) {
  const folder = throwAwayFolder('e2e');
  process.env.E2E_DATA_DIR = folder;
  // Removed by the process that made it, as it exits: Playwright stops the web server after every
  // teardown, so no hook of its own runs after the database has stopped. Workers inherit the
  // variable and leave the folder alone; a folder given in E2E_DATA_DIR is the caller's to keep.
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
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
