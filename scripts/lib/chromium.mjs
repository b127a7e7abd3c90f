// Debian's Chromium with the house flags, for every script and test that drives a browser
// (the e2e config, `npm run measure`, `npm run lighthouse`): browser downloads are not an option here.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Headless, no sandbox (we may run as root), no GPU, no QUIC, and none of the background traffic
 * (component updates, sync, first-run pages) that would add requests to what is measured.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * CHROME_PATH, else the first Chromium or Chrome found; fails with what to install.
 * @returns {string}
 */
export function chromiumPath() {
  const path = [process.env.CHROME_PATH, ...CANDIDATES].find((p) => !!p && existsSync(p));
  if (!path) {
    throw new Error('No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROME_PATH at a Chrome/Chromium binary.');
  }
  return path;
}
