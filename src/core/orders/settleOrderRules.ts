/** An order's values as the rules see and change them: its fields and its items. */
type OrderLike = { orderItems: readonly object[] };

/**
 * The rules' `set` changes applied to an order's values (`orderItems.<i>.<field>` on its items; a
 * null or missing value leaves an item's field as it was). The one copy the server's save and the
 * browser's dialog and grid share.
 */
export function applyOrderChanges<V extends OrderLike>(values: V, changes: Record<string, unknown>): V {
  const next = { ...values, orderItems: values.orderItems.map((i) => ({ ...i })) } as V;
  for (const [key, value] of Object.entries(changes)) {
    const m = /^orderItems\.(\d+)\.(\w+)$/.exec(key);
    if (m) {
      const item = next.orderItems[Number(m[1])];
      if (item && value !== null && value !== undefined)
        (item as Record<string, unknown>)[m[2] as string] = value;
    } else if (!key.includes('.') && value !== undefined) {
      (next as Record<string, unknown>)[key] = value;
    }
  }
  return next;
}

const palletsOf = (v: OrderLike) => v.orderItems.map((i) => (i as { palletsCount?: unknown }).palletsCount);

/**
 * Whether the first answer changed what other rules read: a defaulted deadline caps the expected
 * deadline, and the pallets computed from quantities are what the capacity and order-level rules
 * (pallets per order) judge.
 */
function needsSecondPass(before: OrderLike, after: OrderLike, changes: Record<string, unknown>): boolean {
  const deadline =
    'orderDeadlineDate' in changes && Boolean((after as { releaseDate?: unknown }).releaseDate);
  const b = palletsOf(before);
  return deadline || palletsOf(after).some((p, k) => p !== b[k]);
}

/** What an evaluation answers per row (EntityResult, or the browser's EntityValidation). */
type RulesAnswer = { changes: Record<string, unknown> };

/** One order after the rules: the values to store, the answer judged on them, every change made. */
export interface SettledOrder<V, A extends RulesAnswer = RulesAnswer> {
  values: V;
  result: A;
  /** The `set` changes of both passes (the second's over the first's). */
  changes: Record<string, unknown>;
}

/**
 * Evaluates orders as their save does (issue 36: the dialog and the grid judge the values the
 * server will compute, not the ones typed): one call for all rows, the changes applied, then one
 * more call for the rows whose deadline or pallets the rules changed, judged on those values.
 * `toRow` turns values into what `evaluate` takes (facts and per-row context).
 */
export async function settleOrders<V extends OrderLike, R, A extends RulesAnswer>(
  values: readonly V[],
  toRow: (values: V, index: number) => R,
  evaluate: (rows: R[]) => Promise<A[]>,
): Promise<SettledOrder<V, A>[]> {
  if (values.length === 0) return [];
  const first = await evaluate(values.map(toRow));
  const settled = values.map((v, i) => {
    const result = first[i];
    if (!result) throw new Error('rules answered fewer rows than asked');
    return { values: applyOrderChanges(v, result.changes), result, changes: result.changes };
  });
  const again = settled.flatMap((s, i) =>
    needsSecondPass(values[i] as V, s.values, s.result.changes) ? [i] : [],
  );
  if (again.length === 0) return settled;
  const second = await evaluate(again.map((i) => toRow((settled[i] as SettledOrder<V, A>).values, i)));
  again.forEach((i, k) => {
    const s = settled[i] as SettledOrder<V, A>;
    const result = second[k];
    if (!result) throw new Error('rules answered fewer rows than asked');
    settled[i] = {
      values: applyOrderChanges(s.values, result.changes),
      result,
      changes: { ...s.changes, ...result.changes },
    };
  });
  return settled;
}
