import { type Kysely, sql } from 'kysely';
import {
  DELIVERY_INTERVAL_TYPES,
  FREIGHT_STATUSES,
  ORDER_STATUSES,
  PICKUP_STATUSES,
  PROCESSING_STATUSES,
} from '../../core/config/enums.ts';
import { FREIGHT_COST_TYPES } from '../../core/fees/fees.answers.ts';
import { BILL_STATUSES } from '../../core/freightBills/freightBills.answers.ts';
import { OFFER_CLOSE_REASONS } from '../../core/offers/offers.answers.ts';
import { OFFER_STATUSES } from '../../core/offers/offers.schemas.ts';
import { ORDER_TYPES } from '../../core/orders/orders.answers.ts';
import { USER_ROLES } from '../../core/permissions/roles.ts';
import { PLANNING_JOB_STATES } from '../../core/planningJobs/planningJobs.answers.ts';
import { PLANNING_JOB_KINDS } from '../../core/planningJobs/planningJobs.schemas.ts';
import { TIME_SLOT_KINDS } from '../../core/timeSlots/timeSlots.schemas.ts';

/** A text column that holds one of a core list's values (a CHECK constraint in the database). */
export interface EnumColumn {
  table: string;
  column: string;
  /** A key inside the jsonb column: the CHECK tests `column ->> jsonKey` (absent passes), the column keeps its jsonb type. */
  jsonKey?: string;
  values: readonly string[];
  /** The core list: its module (from src/server/db) and export, which db/schema.ts types the column by. */
  source: { module: string; name: string };
}

const from = (module: string, name: string) => ({ module: `../../core/${module}`, name });

/**
 * The status and kind columns and their core lists (one truth from core to the database): each is a
 * CHECK constraint (`<table>_<column>_check`, replaced by {@link replaceEnumChecks} in a migration)
 * and typed in db/schema.ts as the list's union. A list changed in core needs a migration that calls
 * replaceEnumChecks again; the schema test fails until then.
 */
export const ENUM_COLUMNS: readonly EnumColumn[] = [
  { table: 'users', column: 'role', values: USER_ROLES, source: from('permissions/roles.ts', 'USER_ROLES') },
  {
    table: 'base_config',
    column: 'delivery_interval_type',
    values: DELIVERY_INTERVAL_TYPES,
    source: from('config/enums.ts', 'DELIVERY_INTERVAL_TYPES'),
  },
  {
    table: 'freight_costs',
    column: 'type',
    values: FREIGHT_COST_TYPES,
    source: from('fees/fees.answers.ts', 'FREIGHT_COST_TYPES'),
  },
  {
    table: 'orders',
    column: 'status',
    values: ORDER_STATUSES,
    source: from('config/enums.ts', 'ORDER_STATUSES'),
  },
  {
    table: 'orders',
    column: 'status_before_close',
    values: ORDER_STATUSES,
    source: from('config/enums.ts', 'ORDER_STATUSES'),
  },
  {
    table: 'orders',
    column: 'type',
    values: ORDER_TYPES,
    source: from('orders/orders.answers.ts', 'ORDER_TYPES'),
  },
  {
    table: 'orders',
    column: 'delivery_interval_type',
    values: DELIVERY_INTERVAL_TYPES,
    source: from('config/enums.ts', 'DELIVERY_INTERVAL_TYPES'),
  },
  {
    table: 'planning_jobs',
    column: 'kind',
    values: PLANNING_JOB_KINDS,
    source: from('planningJobs/planningJobs.schemas.ts', 'PLANNING_JOB_KINDS'),
  },
  {
    table: 'planning_jobs',
    column: 'state',
    values: PLANNING_JOB_STATES,
    source: from('planningJobs/planningJobs.answers.ts', 'PLANNING_JOB_STATES'),
  },
  {
    table: 'freights',
    column: 'status',
    values: FREIGHT_STATUSES,
    source: from('config/enums.ts', 'FREIGHT_STATUSES'),
  },
  {
    table: 'pickups',
    column: 'status',
    values: PICKUP_STATUSES,
    source: from('config/enums.ts', 'PICKUP_STATUSES'),
  },
  {
    table: 'offers',
    column: 'status',
    values: OFFER_STATUSES,
    source: from('offers/offers.schemas.ts', 'OFFER_STATUSES'),
  },
  {
    table: 'offers',
    column: 'close_reason',
    values: OFFER_CLOSE_REASONS,
    source: from('offers/offers.answers.ts', 'OFFER_CLOSE_REASONS'),
  },
  {
    table: 'time_slot_bookings',
    column: 'kind',
    values: TIME_SLOT_KINDS,
    source: from('timeSlots/timeSlots.schemas.ts', 'TIME_SLOT_KINDS'),
  },
  {
    table: 'orders',
    column: 'processing_status',
    values: PROCESSING_STATUSES,
    source: from('config/enums.ts', 'PROCESSING_STATUSES'),
  },
  {
    table: 'planning_jobs',
    column: 'processing_status',
    values: PROCESSING_STATUSES,
    source: from('config/enums.ts', 'PROCESSING_STATUSES'),
  },
  {
    table: 'freights',
    column: 'bill',
    jsonKey: 'status',
    values: BILL_STATUSES,
    source: from('freightBills/freightBills.answers.ts', 'BILL_STATUSES'),
  },
];

/** A view's column that shows an enum column (or a jsonb key of {@link ENUM_COLUMNS}): typed by its list. */
export interface ViewEnumColumn {
  view: string;
  column: string;
  source: EnumColumn['source'];
}

/** The views' status columns (the view reads a checked column, so only the type is declared here). */
export const VIEW_ENUM_COLUMNS: readonly ViewEnumColumn[] = [
  { view: 'freight_bill_rows', column: 'status', source: from('config/enums.ts', 'FREIGHT_STATUSES') },
  {
    view: 'freight_bill_rows',
    column: 'bill_status',
    source: from('freightBills/freightBills.answers.ts', 'BILL_STATUSES'),
  },
];

/** The CHECK constraint's name of an enum column. */
export const enumCheckName = (c: Pick<EnumColumn, 'table' | 'column' | 'jsonKey'>) =>
  `${c.table}_${c.column}${c.jsonKey ? `_${c.jsonKey}` : ''}_check`;

/** (Re)creates every enum column's CHECK constraint from the core lists as they are now. */
export async function replaceEnumChecks(db: Kysely<unknown>): Promise<void> {
  for (const c of ENUM_COLUMNS) {
    const name = sql.id(enumCheckName(c));
    const table = sql.id(c.table);
    const values = sql.join(c.values.map((v) => sql.lit(v)));
    await sql`alter table ${table} drop constraint if exists ${name}`.execute(db);
    const checked = c.jsonKey ? sql`(${sql.id(c.column)} ->> ${sql.lit(c.jsonKey)})` : sql.id(c.column);
    await sql`alter table ${table} add constraint ${name} check (${checked} in (${values}))`.execute(db);
  }
}
