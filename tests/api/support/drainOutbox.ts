import { processOutbox } from '../../../src/server/notifications/outboxSender.ts';

/**
 * Runs sender rounds until `total` messages were handled: on a busy PostgreSQL a round may find the
 * new rows not yet visible as due or still locked by a round of a moment ago (SKIP LOCKED); the
 * counts are summed over the rounds, so every message is still counted exactly once.
 */
export async function drainOutbox(
  database: Parameters<typeof processOutbox>[0],
  deliver: Parameters<typeof processOutbox>[1],
  total: number,
): Promise<{ sent: number; failed: number }> {
  const sum = { sent: 0, failed: 0 };
  for (let round = 0; round < 100 && sum.sent + sum.failed < total; round++) {
    const r = await processOutbox(database, deliver);
    sum.sent += r.sent;
    sum.failed += r.failed;
    if (r.sent + r.failed === 0) await new Promise((ok) => setTimeout(ok, 50));
  }
  return sum;
}
