import { type AnyEndpoint, apiPath, type ResponseOf } from '../../core/api/endpoint.ts';
import { FREIGHT_ERRORS } from '../../core/freights/freights.errors.ts';
import { apiRequest } from '../api/http.ts';
import { showAlert } from '../state/alertState.ts';
import { refusalText, type SaveResult, type SaveWarning, saveWithWarnings } from './saveWithWarnings.ts';
import { askWarnings } from './WarningsPrompt.tsx';

/** A truck job as read: its id and the version the write is checked against. */
type Stored = { id: string; __v: number };

/** A PUT through a truck-job endpoint whose path names the record as read (`:id/:version`). */
const putAt = <T>(e: AnyEndpoint, stored: Stored, body: object) =>
  apiRequest<T>(e.method, apiPath(e, { id: stored.id, version: String(stored.__v) }), {
    body,
    errorMode: 'silent',
  });

/**
 * A truck-job write with the save warnings (business.md §5): `check` lists the rules worker's in one
 * confirmation first, the server's 409 asks for the rest; `send` gets whether they were confirmed.
 */
const withWarnings = <T>(
  check: () => Promise<readonly SaveWarning[]>,
  send: (confirmed: boolean) => Promise<T>,
) =>
  saveWithWarnings<T>({
    check,
    send,
    ask: askWarnings,
    confirmationCode: FREIGHT_ERRORS.confirmationNeeded.code,
  });

/**
 * Saves fields of a truck job read at its version (PUT /{id}/{version} of the kind's contract) with
 * the save warnings. The caller handles refusals (stale version, 403/422 with details).
 */
export function saveTruckJob<A extends { update: AnyEndpoint }>(
  api: A,
  stored: Stored,
  changes: object,
  check: () => Promise<readonly SaveWarning[]>,
): Promise<SaveResult<ResponseOf<A['update']>>> {
  return withWarnings(check, (confirmed) =>
    putAt<ResponseOf<A['update']>>(api.update, stored, { ...changes, ...(confirmed && { confirmed }) }),
  );
}

/** The status endpoints each truck-job contract (FREIGHTS_API, PICKUPS_API) has under these names. */
interface TruckJobStatusApi {
  setStatus: AnyEndpoint;
  nextStatus: AnyEndpoint;
}

/**
 * Steps a truck job read at its version to `status`, the neighbour `direction` away (PUT
 * /{id}/{version}/status), with the save warnings. Without a neighbour that way the server is still
 * asked (…/next-status forward, the stored status back), so its refusal says why (cancelled, the
 * last status, the first).
 */
export function stepTruckJobStatus<A extends TruckJobStatusApi, S extends string>(
  api: A,
  stored: Stored & { status: S },
  status: S | null,
  direction: 1 | -1,
  check: () => Promise<readonly SaveWarning[]>,
): Promise<SaveResult<ResponseOf<A['setStatus']> | ResponseOf<A['nextStatus']>>> {
  type Saved = ResponseOf<A['setStatus']> | ResponseOf<A['nextStatus']>;
  return withWarnings(check, (confirmed) =>
    status === null && direction === 1
      ? putAt<Saved>(api.nextStatus, stored, {})
      : putAt<Saved>(api.setStatus, stored, {
          status: status ?? stored.status,
          ...(confirmed && { confirmed }),
        }),
  );
}

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

/** The cancel endpoints each truck-job contract (FREIGHTS_API, PICKUPS_API) has under these names. */
interface TruckJobCancelApi {
  cancel: AnyEndpoint;
  uncancel: AnyEndpoint;
}

/**
 * Cancels or reopens truck jobs at the versions read (PUT /cancel/, /uncancel/ of the kind's
 * contract, the ids under the kind's `idsField`); answers the server's success text.
 */
export async function setTruckJobsCancelled(
  api: TruckJobCancelApi,
  idsField: 'freightIds' | 'pickupIds',
  rows: readonly Stored[],
  cancel: boolean,
): Promise<string> {
  const e = cancel ? api.cancel : api.uncancel;
  const body = {
    [idsField]: rows.map((r) => r.id),
    versions: Object.fromEntries(rows.map((r) => [r.id, r.__v])),
  };
  return (await apiRequest<{ message: string }>(e.method, apiPath(e), { body })).message;
}
