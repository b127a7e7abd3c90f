import { Client } from 'pg';

/** A statement as node-postgres sent it, and the connection it went on. */
export interface SentStatement {
  client: Client;
  text: string;
  /** Set for a named prepared statement. */
  name?: string;
}

/** Every statement any pg connection sends while `work` runs, in order (BEGIN and COMMIT included). */
export async function statementsSentDuring(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    sent.push(typeof first === 'string' ? { client: this, text: first } : { client: this, text: String(first.text), name: first.name });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
