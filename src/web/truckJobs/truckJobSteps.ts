import { showAlert } from '../state/alertState.ts';
import { refusalText, type SaveResult } from './saveWithWarnings.ts';

/**
 * Steps list rows' statuses one by one (transport.nextStatus / transport.previousStatus on a freight
 * or pickup list) with the kind's `step` call; the first refusal is shown with the row's number and
 * stops. Answers the records saved.
 */
export async function stepTruckJobRows<Row, R>(
  rows: readonly Row[],
  direction: 1 | -1,
  step: (row: Row, direction: 1 | -1) => Promise<SaveResult<R>>,
  numberOf: (row: Row) => string,
): Promise<R[]> {
  const saved: R[] = [];
  for (const row of rows) {
    try {
      const result = await step(row, direction);
      if (!result.saved) break;
      saved.push(result.value);
    } catch (err) {
      showAlert(`${numberOf(row)}: ${refusalText(err)}`);
      break;
    }
  }
  return saved;
}

/** The ids and the versions read of rows to cancel or reopen (PUT /cancel/, /uncancel/ of either kind). */
export function idsAndVersions(rows: readonly { id: string; __v: number }[]): {
  ids: string[];
  versions: Record<string, number>;
} {
  return { ids: rows.map((r) => r.id), versions: Object.fromEntries(rows.map((r) => [r.id, r.__v])) };
}
