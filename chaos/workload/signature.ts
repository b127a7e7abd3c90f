/** A /v1 order sent without clientOrderId, named by its body: each client never sends two orders with one body. */
export function bodySignature(o: { symbol: string; side: string; type: string; quantity: number; limitPrice?: string | null }): string {
  return `${o.symbol} ${o.side} ${o.type} ${o.quantity} ${o.limitPrice ?? '-'}`;
}
