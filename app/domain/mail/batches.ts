/**
 * Cloudflare Queues accept at most 100 messages and 256 KB per `sendBatch` (and 128 KB per
 * message). Splits messages into batches inside both limits, keeping their order.
 */
export const QUEUE_BATCH_MAX_MESSAGES = 100;
export const QUEUE_BATCH_MAX_BYTES = 240_000; // below 256 KB, leaving room for per-message overhead
export const QUEUE_MESSAGE_MAX_BYTES = 120_000; // below 128 KB

const encoder = new TextEncoder();

export function jsonSize(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

export function chunkForQueue<T>(
  items: readonly T[],
  {
    maxMessages = QUEUE_BATCH_MAX_MESSAGES,
    maxBytes = QUEUE_BATCH_MAX_BYTES,
    maxMessageBytes = QUEUE_MESSAGE_MAX_BYTES,
    size = jsonSize,
  } = {},
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const itemBytes = size(item);
    if (itemBytes > maxMessageBytes) throw new Error(`queue message too large (${itemBytes} bytes)`);
    if (current.length >= maxMessages || (current.length > 0 && bytes + itemBytes > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += itemBytes;
  }
  if (current.length) batches.push(current);
  return batches;
}
