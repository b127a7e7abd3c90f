/** One server-sent event as the stream sent it. */
export interface SseMessage {
  id: string;
  event: string;
  data: string;
}

/** Reads a text/event-stream response until `stop` says so; returns what it read. */
export async function readSse(response: Response, stop: (messages: SseMessage[]) => boolean, timeoutMs = 10_000): Promise<SseMessage[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const messages: SseMessage[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!stop(messages)) {
      if (Date.now() > deadline) throw new Error(`SSE: gave up after ${messages.length} messages`);
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.data !== undefined) messages.push({ id: fields.id, event: fields.event, data: fields.data });
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return messages;
}
