#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { EVENT_TYPES } from '../webhooks';
import { CliError } from './cli-error';
import { listen } from './listen';
import { trigger, TRIGGERABLE_EVENTS, type TriggerableEvent } from './trigger';

const USAGE = `Usage: brokerbridge <command> [options]

Commands:
  listen [--forward-to <url>] [--events <type,...>] [--secret <whsec_...>]
      Stream your sandbox events and forward each one, signed with a local secret
      (printed at start), to <url>, as a webhook endpoint would receive it.
  trigger <event> [--account <id>]
      Make <event> happen in a sandbox account: ${TRIGGERABLE_EVENTS.join(', ')}.

Options for both:
  --api-key <key>    a bb_test_ key (or BROKERBRIDGE_API_KEY)
  --base-url <url>   where the API runs (or BROKERBRIDGE_BASE_URL; default http://localhost:3000)
  -h, --help         this help`;

const OPTIONS = {
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  'forward-to': { type: 'string' },
  events: { type: 'string' },
  secret: { type: 'string' },
  account: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one command line; resolves with the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, signal: AbortSignal, log: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const apiKey = values['api-key'] ?? env.BROKERBRIDGE_API_KEY;
  const baseUrl = (values['base-url'] ?? env.BROKERBRIDGE_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!apiKey) throw new CliError('No API key: pass --api-key bb_test_... or set BROKERBRIDGE_API_KEY (create one at /developers).');
  if (!/^https?:\/\//.test(baseUrl)) throw new CliError(`--base-url must be an http(s) URL, not ${baseUrl}`);
  if (command === 'listen') {
    const forwardTo = values['forward-to'];
    if (forwardTo && !/^https?:\/\//.test(forwardTo)) throw new CliError(`--forward-to must be an http(s) URL, not ${forwardTo}`);
    const secret = values.secret ?? env.BROKERBRIDGE_WEBHOOK_SECRET;
    if (secret !== undefined && !/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret))
      throw new CliError('--secret must be a whsec_ secret, e.g. one listen printed before');
    const events = values.events
      ?.split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const unknown = events?.filter((e) => !(EVENT_TYPES as readonly string[]).includes(e)) ?? [];
    if (unknown.length) throw new CliError(`--events takes event types (${EVENT_TYPES.join(', ')}), not ${unknown.join(', ')}`);
    await listen({ baseUrl, apiKey, forwardTo, events, secret, signal, log });
    return 0;
  }
  if (command === 'trigger') {
    const type = rest[0] as TriggerableEvent | undefined;
    if (!type || !TRIGGERABLE_EVENTS.includes(type)) throw new CliError(`trigger takes one of: ${TRIGGERABLE_EVENTS.join(', ')}`);
    await trigger({ baseUrl, apiKey, type, accountId: values.account, log });
    return 0;
  }
  throw new CliError(`Unknown command ${command}: try brokerbridge --help`);
}

if (require.main === module) {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  // Exits once what was printed has been written (a pipe would otherwise lose the last lines).
  const exit = (code: number) => process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  main(process.argv.slice(2), process.env, controller.signal, (line) => console.log(line)).then(
    (code) => exit(code),
    (error: Error & { code?: string; cause?: { message?: string } }) => {
      if (error instanceof CliError || error.code?.startsWith('ERR_PARSE_ARGS')) console.error(`Error: ${error.message}`);
      // fetch's own failure: the server is not there (its reason, ECONNREFUSED say, is the cause).
      else if (error.message === 'fetch failed') console.error(`Error: could not reach the API (${error.cause?.message ?? 'no answer'}); is --base-url right?`);
      else console.error(error);
      exit(1);
    },
  );
}
