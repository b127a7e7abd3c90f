// The node:http baseline the log call is measured against.
import { spawn } from 'node:child_process';
import { freePort } from '../../lib/app.mjs';
import { run } from './load.mjs';

/**
 * The very body the app answers the log call with, from a bare node:http server in a process
 * of its own, as the app runs in a process of its own: sharing autocannon's thread would
 * understate it.
 */
const BASELINE_SERVER = `
  const body = process.env.BODY;
  require('node:http').createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body))
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
`;

/** Starts the baseline server answering `body`; `measure()` is one run against it. */
export async function startBaseline(body) {
  const port = await freePort();
  const server = spawn(process.execPath, ['-e', BASELINE_SERVER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, PORT: String(port), BODY: body },
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', () => reject(new Error('The baseline server exited')));
  });
  return { measure: () => run('node:http baseline', { url: `http://127.0.0.1:${port}/` }, server.pid), stop: () => server.kill() };
}
