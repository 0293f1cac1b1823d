import { and, eq, inArray } from 'drizzle-orm';
import { ProviderError } from '../../lib/payments/provider.js';
import type { PaymentDeps } from '../payments/index.js';
import { recordTransfer } from './receive.js';
import { bankTransfers } from './tables.js';

/** How far back the nightly reconciliation looks: two days, so a night it did not run is covered by the next. */
export const RECONCILE_DAYS = 2;

/**
 * Lists the provider's transfers into dedicated accounts over [from, to) and records each one the shop has not
 * stored (its webhook never came, or came when the shop was down): verified with the provider first, then credited
 * and applied as a webhook's would be. A transfer already stored is left alone. What it found, and credited.
 */
export async function reconcileTransfers(
  deps: PaymentDeps,
  range: { from: Date; to: Date },
): Promise<{ listed: number; recorded: number }> {
  let listed = 0;
  let recorded = 0;
  for (let page = 1; ; page += 1) {
    const { transactions, pageCount } = await deps.provider.listTransfers({ ...range, page, perPage: 100 });
    const successes = transactions.filter((t) => t.status === 'success' && t.reference);
    listed += successes.length;
    const known = successes.length
      ? await deps.db
          .select({ reference: bankTransfers.reference })
          .from(bankTransfers)
          .where(
            and(
              eq(bankTransfers.provider, deps.provider.name),
              inArray(
                bankTransfers.reference,
                successes.map((t) => t.reference),
              ),
            ),
          )
      : [];
    const stored = new Set(known.map((k) => k.reference));
    for (const transaction of successes) {
      if (stored.has(transaction.reference)) continue;
      try {
        const outcome = await recordTransfer(
          deps,
          await deps.provider.verify(transaction.reference),
          'reconcile',
        );
        if (outcome.startsWith('credited') || outcome === 'needs_review') recorded += 1;
      } catch (err) {
        // One the provider cannot answer now is found again by the next run.
        if (!(err instanceof ProviderError)) throw err;
        deps.log.warn({ err, reference: transaction.reference }, 'a listed transfer could not be verified');
      }
    }
    if (page >= pageCount || transactions.length === 0) break;
  }
  if (recorded > 0) deps.log.info({ listed, recorded }, 'transfers found by the reconciliation');
  return { listed, recorded };
}
