import type {
  ExternalIdEntity,
  ExternalIdNamesDocument,
} from '../../core/externalIds/externalIdNames.schemas.ts';
import type { Role } from '../../core/permissions/index.ts';

/** One external-id column of a grid (orders, freights, pickups …), derived from the names. */
export interface ExternalIdColumn {
  /** Dotted path into the row: `externalIds.<name>`. */
  field: `externalIds.${string}`;
  name: string;
  header: string;
  main: boolean;
  /** Offered as a filter on the order grid / the freight grid. */
  orderFilter: boolean;
  freightFilter: boolean;
  /** Whether this role may edit the value (rolesAllowedToEdit). */
  editable: boolean;
}

/**
 * The external-id columns of an entity for a role, main id first, then in the configured order.
 * Grids call it with `externalIdNamesState.doc` (load it with loadExternalIdNames()).
 */
export function externalIdColumns(
  doc: ExternalIdNamesDocument | null,
  entity: ExternalIdEntity,
  role: Role | 'anyone',
): ExternalIdColumn[] {
  const list = doc?.lists[entity] ?? [];
  const columns = list.map((n) => ({
    field: `externalIds.${n.name}` as const,
    name: n.name,
    header: n.displayName,
    main: n.main,
    orderFilter: n.orderFilter,
    freightFilter: n.freightFilter,
    editable: role !== 'anyone' && n.rolesAllowedToEdit.includes(role),
  }));
  return [...columns.filter((c) => c.main), ...columns.filter((c) => !c.main)];
}
