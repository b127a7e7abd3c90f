const encoded = new WeakMap<object, string>();

/**
 * An event's data as JSON text, worked out once however many times it goes out: the ledger's
 * insert encodes it, and every SSE stream following the account sends that same text (a set
 * price crossing a hundred limits is a hundred-odd payloads of about 700 bytes, once more for
 * each stream). Kept by the data object itself, which nothing changes once recorded (the event
 * is "exactly as stored and sent"); data read back from the table is encoded on its first send.
 */
export function encodedData(data: object): string {
  let text = encoded.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    encoded.set(data, text);
  }
  return text;
}
