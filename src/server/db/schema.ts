import type { ColumnType, Generated, RawBuilder } from 'kysely';

/** A jsonb column: read as T, written through `jsonb()` so pg and PGlite send the same text. */
export type Jsonb<T> = ColumnType<T, RawBuilder<T>, RawBuilder<T>>;
/** A jsonb column with a default: may be left out of an insert. */
export type JsonbWithDefault<T> = ColumnType<T, RawBuilder<T> | undefined, RawBuilder<T>>;
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: string;
  transporter_id: string | null;
  /** Bumped to revoke every token of the user at once (migration 0003). */
  token_version: Generated<number>;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One sign-in: refreshes rotate `generation`; revoked or past `expires_at`, its tokens stop working. */
export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  generation: Generated<number>;
  rotated_at: Generated<Date>;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface TransportersTable {
  id: Generated<string>;
  company_name: string;
  short_name: string;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VehiclesTable {
  id: Generated<string>;
  vehicle_id: string;
  active: Generated<boolean>;
  is_default: Generated<boolean>;
  truck_license_plate_number: string | null;
  truck_type: string | null;
  crane: Generated<boolean>;
  pallet_capacity: number;
  kg_capacity: number;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FleetVehiclesTable {
  id: Generated<string>;
  transporter_id: string;
  truck_type: string;
  truck_license_plate_number: string;
  contact: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ModulesTable {
  id: Generated<string>;
  key: string;
  active: boolean;
  config: Jsonb<Record<string, unknown>>;
  updated_at: UpdatedAt;
}

export interface BaseConfigTable {
  id: Generated<string>;
  /** Always true; unique, so the table can hold one row only. */
  singleton: Generated<boolean>;
  delivery_interval: number;
  delivery_interval_type: string;
  freight_deadline_warning_interval: number;
  transporter_reply_deadline: number;
  unload_time_per_pallet: number;
  transporter_time_slot_limit: number;
  opening_hours: Jsonb<unknown>;
  length_of_time_slot: number;
  packing_algorithm: string;
  routing_method: string;
  fuzzy_search: Jsonb<unknown>;
  shipping_notification_config: Jsonb<unknown>;
  proxy_config: Jsonb<unknown>;
  bill_audit_tolerance: JsonbWithDefault<unknown>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: Jsonb<unknown>;
  updated_at: UpdatedAt;
}

export interface LoginAttemptsTable {
  /** Lower-cased user name as typed (also for unknown names, so the throttle reveals nothing). */
  username_key: string;
  failures: number;
  window_started_at: Date;
}

export interface UserPreferencesTable {
  user_id: string;
  /** View key, e.g. `grid:userlist` or `keymap`. */
  view: string;
  value: Jsonb<unknown>;
  updated_at: UpdatedAt;
}

export interface DepotsTable {
  id: Generated<string>;
  name: string;
  short_name: string;
  address: string | null;
  geometry: Jsonb<unknown> | null;
  is_active: Generated<boolean>;
  opening_hours: JsonbWithDefault<unknown>;
  length_of_time_slot: number;
  time_slot_reservation_limit: number;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocksTable {
  id: Generated<string>;
  depot_id: string;
  name: string;
  position: number;
}

export interface FactoriesTable {
  id: Generated<string>;
  short_name: string;
  name: string | null;
  address: string | null;
  depot_short_name: string;
  use_default_freight_costs_settings: Generated<boolean>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CalendarOverridesTable {
  id: Generated<string>;
  date: string;
  workday: boolean;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface ProductsTable {
  id: Generated<string>;
  item_id: string;
  name: string;
  unit: string;
  kg_per_unit: number;
  kg_per_pallet: number;
  unit_per_pallet: number;
  pallet_type: string;
  priority: Generated<number>;
  is_dummy: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Freight fee by distance range (src/core/fees); factory_id null = the default table. */
export interface FreightCostsTable {
  id: Generated<string>;
  factory_id: string | null;
  truck_type: string | null;
  type: string;
  start_distance: number;
  end_distance: number;
  price: number;
  over_ranges: Generated<boolean>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** Drop-off fee per factory (null = default) and truck type (null = any). */
export interface WaypointCostsTable {
  id: Generated<string>;
  factory_id: string | null;
  truck_type: string | null;
  included_waypoints: Generated<number>;
  price_per_waypoint: number;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** Pallet fee per factory (null = default) and pallet type (null = any). */
export interface PalletFeesTable {
  id: Generated<string>;
  factory_id: string | null;
  pallet_type: string | null;
  price_per_pallet: number;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

/** Every table the server reads or writes. */
export interface EventsTable {
  /** bigserial: parsed as a number on both drivers (typeParsers.ts). */
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  user_id: string | null;
  username: string | null;
  role: string;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: Jsonb<unknown>;
  freight_id: string | null;
  transporter_id: string | null;
  /** Lower-cased text of the changes, user name and entity id (free-text search; 0205). */
  search_text: Generated<string>;
  /** The rule set (`mode:hash`) that checked the change; null when no rules ran (0610). */
  rule_set: ColumnType<string | null, string | null | undefined, never>;
}

export interface OrdersTable {
  order_id: string;
  version: Generated<number>;
  status: string;
  status_before_close: string | null;
  type: string;
  customer: Jsonb<unknown>;
  customer_name: string;
  customer_code: string;
  delivery_address: string;
  delivery_coords: Jsonb<unknown> | null;
  delivery_to_site: boolean;
  order_date: string | null;
  order_deadline_date: string | null;
  release_date: string | null;
  expected_deadline_date: string | null;
  first_release_date_estimation: string | null;
  factory_short_name: string;
  preferred_trucks: Jsonb<unknown>;
  comment: string;
  external_ids: Jsonb<unknown>;
  order_nr: string | null;
  incoterm: string | null;
  erp_code: string | null;
  delivery_interval: number | null;
  delivery_interval_type: string | null;
  product_category: string | null;
  invalid_reasons: Jsonb<unknown>;
  /** Outcome of the order's last planning (ProcessingStatus) and its Hungarian reason. */
  processing_status: ColumnType<string | null, string | null | undefined, string | null>;
  processing_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The planning job that holds the order while it waits or is planned. */
  planning_job_id: ColumnType<string | null, string | null | undefined, string | null>;
  item_count: number;
  pallets_count: number;
  kg: number;
  /** Generated: the quick filter's lower-cased haystack. */
  search_text: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: UpdatedAt;
}

/** Exact order counts per status and factory, kept by triggers on orders. */
export interface OrderCountsTable {
  status: string;
  factory_short_name: string;
  n: number;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  item_id: string;
  name: string;
  quantity: number;
  unit: string;
  kg: number;
  pallets_count: number;
  pallet_type: string;
  release_date: string | null;
  deadline_date: string | null;
  external_ids: Jsonb<unknown>;
}

/** One row per entity of business.md §3 (cargo, freight, order, orderItem, pickup). */
export interface ExternalIdNamesTable {
  entity: string;
  names: Jsonb<unknown>;
  version: Generated<number>;
  updated_at: UpdatedAt;
}

export interface Database {
  users: UsersTable;
  transporters: TransportersTable;
  modules: ModulesTable;
  base_config: BaseConfigTable;
  app_settings: AppSettingsTable;
  login_attempts: LoginAttemptsTable;
  auth_sessions: AuthSessionsTable;
  user_preferences: UserPreferencesTable;
  vehicles: VehiclesTable;
  fleet_vehicles: FleetVehiclesTable;
  depots: DepotsTable;
  docks: DocksTable;
  factories: FactoriesTable;
  calendar_overrides: CalendarOverridesTable;
  freight_costs: FreightCostsTable;
  waypoint_costs: WaypointCostsTable;
  pallet_fees: PalletFeesTable;
  events: EventsTable;
  external_id_names: ExternalIdNamesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_counts: OrderCountsTable;
  products: ProductsTable;
  planning_jobs: PlanningJobsTable;
  freights: FreightsTable;
  freight_orders: FreightOrdersTable;
  freight_original_waypoints: FreightOriginalWaypointsTable;
  pickups: PickupsTable;
  pickup_orders: PickupOrdersTable;
  offers: OffersTable;
  capacity_estimates: CapacityEstimatesTable;
  time_slot_bookings: TimeSlotBookingsTable;
  freight_bill_rows: FreightBillRowsView;
  notification_outbox: NotificationOutboxTable;
  timer_leases: TimerLeasesTable;
}

/** The planning queue (migration 0400). */
export interface PlanningJobsTable {
  id: Generated<string>;
  kind: string;
  state: Generated<string>;
  manual: Generated<boolean>;
  requested_by: string | null;
  order_ids: JsonbWithDefault<unknown>;
  options: JsonbWithDefault<unknown>;
  payload: Jsonb<unknown> | null;
  progress: Jsonb<unknown> | null;
  processing_status: string | null;
  result: Jsonb<unknown> | null;
  error: string | null;
  claimed_by: string | null;
  attempts: Generated<number>;
  heartbeat_at: Date | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface FreightsTable {
  id: Generated<string>;
  freight_id: Generated<string>;
  version: Generated<number>;
  status: Generated<string>;
  job_id: string | null;
  manual: Generated<boolean>;
  is_partial: Generated<boolean>;
  factory_short_name: string;
  depot_short_name: string | null;
  truck_type: string | null;
  delivery_date: string | null;
  release_date: string | null;
  expected_deadline_date: string | null;
  driver_name: string | null;
  truck_license_plate_number: string | null;
  transporter_id: string | null;
  freight_cost: number | null;
  freight_income: number | null;
  cost_breakdown: Jsonb<unknown> | null;
  excluded_from_automatic_processing: Generated<boolean>;
  external_ids: JsonbWithDefault<unknown>;
  time_slot: Jsonb<unknown> | null;
  offer_sent_to_transporter_ids: JsonbWithDefault<unknown>;
  alternatives: JsonbWithDefault<unknown>;
  bill: Jsonb<unknown> | null;
  comment: Generated<string>;
  modified_by_transporter: Generated<boolean>;
  waypoints: JsonbWithDefault<unknown>;
  cargo: JsonbWithDefault<unknown>;
  waypoint_count: Generated<number>;
  pallet_places: Generated<number>;
  pallets: Generated<number>;
  kg: Generated<number>;
  distance_km: Generated<number>;
  duration_min: Generated<number>;
  geometry: Jsonb<unknown> | null;
  packing_plan: Jsonb<unknown> | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: UpdatedAt /** Generated (migration 0401): the quick filter's lower-cased haystack. */;
  search_text: ColumnType<string, never, never>;
}

/** The planner's stops of an edited freight (migration 0430). */
export interface FreightOriginalWaypointsTable {
  freight_uuid: string;
  waypoints: Jsonb<unknown>;
  created_at: CreatedAt;
}

export interface FreightOrdersTable {
  freight_uuid: string;
  order_id: string;
}

export interface PickupsTable {
  id: Generated<string>;
  pickup_id: Generated<string>;
  version: Generated<number>;
  status: Generated<string>;
  job_id: string | null;
  factory_short_name: string;
  depot_short_name: string | null;
  delivery_date: string | null;
  release_date: string | null;
  expected_deadline_date: string | null;
  driver_name: string | null;
  truck_license_plate_number: string | null;
  transporter_id: string | null;
  external_ids: JsonbWithDefault<unknown>;
  time_slot: Jsonb<unknown> | null;
  cargo: JsonbWithDefault<unknown>;
  details: JsonbWithDefault<unknown>;
  customer_name: Generated<string>;
  pallets: Generated<number>;
  kg: Generated<number>;
  comment: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: UpdatedAt /** Generated (migration 0401): the quick filter's lower-cased haystack. */;
  search_text: ColumnType<string, never, never>;
}

export interface PickupOrdersTable {
  pickup_uuid: string;
  order_id: string;
}

/** Offers of freights to transporters (migration 0510, issue 19). */
export interface OffersTable {
  id: Generated<string>;
  version: Generated<number>;
  freight_uuid: string;
  transporter_id: string;
  status: Generated<string>;
  reply_deadline_date: Date;
  comment_from_logistics: Generated<string>;
  comment: Generated<string>;
  close_reason: string | null;
  waterfall_next: JsonbWithDefault<string[]>;
  waterfall_step: number | null;
  sent_by: string | null;
  answered_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Capacity estimates (migration 0511, issue 19). */
export interface CapacityEstimatesTable {
  id: Generated<string>;
  version: Generated<number>;
  transporter_id: string;
  date: string;
  returning: Generated<boolean>;
  vehicles: JsonbWithDefault<{ truckType: string; quantity: number }[]>;
  comment: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Dock bookings mirrored from freights' and pickups' time_slot by a trigger (migration 0500). */
export interface TimeSlotBookingsTable {
  kind: 'freight' | 'pickup';
  record_id: string;
  dock_id: string;
  depot_id: string;
  day: ColumnType<string, string, string>;
  /** tsrange, e.g. '["2026-11-27 08:00:00","2026-11-27 09:00:00")'. */
  slot: ColumnType<string, string, string>;
}

/** The /freight-bills grid's view (migration 0520): delivered freights with their bill's fields. Read only. */
export interface FreightBillRowsView {
  id: ColumnType<string, never, never>;
  freight_id: ColumnType<string, never, never>;
  version: ColumnType<number, never, never>;
  status: ColumnType<string, never, never>;
  delivery_date: ColumnType<string | null, never, never>;
  factory_short_name: ColumnType<string, never, never>;
  depot_short_name: ColumnType<string | null, never, never>;
  transporter_id: ColumnType<string | null, never, never>;
  transporter_name: ColumnType<string | null, never, never>;
  truck_type: ColumnType<string | null, never, never>;
  freight_cost: ColumnType<number | null, never, never>;
  freight_income: ColumnType<number | null, never, never>;
  cost_breakdown: ColumnType<unknown, never, never>;
  distance_km: ColumnType<number, never, never>;
  waypoint_count: ColumnType<number, never, never>;
  cargo: ColumnType<unknown, never, never>;
  bill: ColumnType<unknown, never, never>;
  search_text: ColumnType<string, never, never>;
  updated_at: ColumnType<Date, never, never>;
  bill_status: ColumnType<string, never, never>;
  cost_centre: ColumnType<string | null, never, never>;
  billed_amount: ColumnType<number | null, never, never>;
  bill_number: ColumnType<string | null, never, never>;
  bill_comment: ColumnType<string, never, never>;
  batch_bill_number: ColumnType<string | null, never, never>;
  batch_bill_date: ColumnType<string | null, never, never>;
  /** The price audit (migration 0640; written by freightBillAudit.repository.ts, not the freights' writers). */
  audit_price: ColumnType<number | null, never, never>;
  audit_difference: ColumnType<number | null, never, never>;
}

/** Customer notifications and shipping webhooks waiting to be sent (migration 0540, issue 22). */
export interface NotificationOutboxTable {
  id: Generated<string>;
  channel: string;
  idempotency_key: string;
  recipient: string;
  subject: Generated<string>;
  body: Generated<string>;
  payload: Jsonb<unknown> | null;
  state: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  result_code: number | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

/** Which instance runs a background timer's rounds, until when (migration 0700, issue 32). */
export interface TimerLeasesTable {
  name: string;
  holder: string;
  lease_until: Date;
  rounds: Generated<number>;
}
