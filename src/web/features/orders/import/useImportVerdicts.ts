import { useCallback, useState } from 'react';
import type { ImportedOrderRow, ImportRowError } from '../../../../core/orders/import/importRow.ts';
import type {
  ExcelImportCheckResponse,
  ImportRowVerdict,
} from '../../../../core/orders/import/orderImport.schemas.ts';
import { ApiError } from '../../../api/apiErrors.ts';
import { useLatest } from '../../../ui/useLatest.ts';
import { serverOnly } from './importGridRows.ts';
import { checkImportOnServer } from './orderImportApi.ts';

/** A refusal's message (or the HTTP status), or the error as text. */
export const apiMessage = (err: unknown) =>
  err instanceof ApiError ? (err.body?.message ?? `HTTP ${err.status}`) : String(err);

/**
 * The server's verdicts on the imported rows (?check=true): the errors only the server finds (the
 * database, geocoding, the factory) per row, and the geocoded addresses. `onFailure` gets a failed
 * check's message.
 */
export function useImportVerdicts(
  rowsRef: { readonly current: readonly ImportedOrderRow[] },
  onFailure: (message: string) => void,
) {
  const [server, setServer] = useState<Map<number, ImportRowError[]>>(new Map());
  const [geocoded, setGeocoded] = useState<Map<number, string>>(new Map());
  const serverRef = useLatest(server);

  /** Server verdicts → the errors only the server finds, and the geocoded addresses. */
  const takeVerdicts = useCallback(
    (verdicts: readonly ImportRowVerdict[], own: readonly ImportedOrderRow[]) => {
      const byRow = new Map(own.map((r) => [r.rowNumber, r.errors]));
      setServer((prev) => {
        const next = new Map(prev);
        for (const v of verdicts) next.set(v.rowNumber, serverOnly(v.errors, byRow.get(v.rowNumber) ?? []));
        return next;
      });
      setGeocoded((prev) => {
        const next = new Map(prev);
        for (const v of verdicts) if (v.geocodedAddress) next.set(v.rowNumber, v.geocodedAddress);
        return next;
      });
    },
    [],
  );

  const failureRef = useLatest(onFailure);
  /** Asks the server about `subset` and takes its verdicts. */
  const checkServer = useCallback(
    async (subset: readonly ImportedOrderRow[]) => {
      try {
        const res: ExcelImportCheckResponse = await checkImportOnServer(subset);
        takeVerdicts(res.rows, rowsRef.current);
      } catch (err) {
        failureRef.current(apiMessage(err));
      }
    },
    [takeVerdicts, rowsRef],
  );

  /** An edited cell: the server's error of that field goes until the server is asked again. */
  const dropServerError = useCallback((rowNumber: number, field: string) => {
    setServer((prev) => {
      const list = prev.get(rowNumber);
      if (!list?.some((e) => e.field === field)) return prev;
      return new Map(prev).set(
        rowNumber,
        list.filter((e) => e.field !== field),
      );
    });
  }, []);

  /** Forgets the verdicts (a new file). */
  const clear = useCallback(() => {
    setServer(new Map());
    setGeocoded(new Map());
  }, []);

  return {
    server,
    serverRef,
    geocoded,
    dropServerError,
    takeVerdicts,
    checkServer,
    clear,
  };
}
