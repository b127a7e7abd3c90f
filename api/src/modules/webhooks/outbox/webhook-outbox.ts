/**
 * Announced (to every instance) when deliveries were queued, so a worker picks them up at once.
 * Deliveries of trading events are queued by a trigger on trading_events, in the transaction
 * that commits them (migration EnqueueWebhooksWithTradingEvents, which names this channel too).
 */
export const WEBHOOK_DUE_CHANNEL = 'webhook_deliveries_due';
