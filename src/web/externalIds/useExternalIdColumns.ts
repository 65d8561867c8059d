import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type {
  ExternalIdEntity,
  ExternalIdNamesDocument,
} from '../../core/externalIds/externalIdNames.schemas.ts';
import { useAccess } from '../shell/useAccess.ts';
import { type ExternalIdColumn, externalIdColumns } from './externalIdColumns.ts';
import { externalIdNamesState, loadExternalIdNames } from './state.ts';

/**
 * The external-id columns of an entity for the signed-in user, for a grid screen (orders,
 * freights, pickups): loads the names once and follows every later save or reload.
 */
export function useExternalIdColumns(entity: ExternalIdEntity): ExternalIdColumn[] {
  const { doc } = useSnapshot(externalIdNamesState);
  const { role } = useAccess();
  useEffect(() => {
    void loadExternalIdNames().catch(() => {});
  }, []);
  return useMemo(
    () => externalIdColumns(doc as ExternalIdNamesDocument | null, entity, role),
    [doc, entity, role],
  );
}
