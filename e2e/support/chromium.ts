import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (or CHROME_PATH); browser downloads are not an option here. */
export function chromiumPath(): string {
  const path = [process.env.CHROME_PATH, ...CANDIDATES].find((p): p is string => !!p && existsSync(p));
  if (!path) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or point CHROME_PATH at a Chrome/Chromium binary.',
    );
  }
  return path;
}
