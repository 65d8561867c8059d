import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002prefs from './migrations/0002_user_preferences.ts';
import * as m0003authSessions from './migrations/0003_auth_sessions.ts';
import * as m0100vehicles from './migrations/0100_vehicles_fleet.ts';
import * as m0101sites from './migrations/0101_sites.ts';
import * as m0102calendar from './migrations/0102_calendar.ts';
import * as m0200geo from './migrations/0200_gazetteer.ts';
import * as m0201events from './migrations/0201_events.ts';
import * as m0202products from './migrations/0202_products.ts';
import * as m0202productsSearch from './migrations/0202_products_search.ts';
import * as m0203freightFees from './migrations/0203_freight_fees.ts';
import * as m0204externalIdNames from './migrations/0204_external_id_names.ts';
import * as m0205eventsSearch from './migrations/0205_events_search.ts';
import * as m0300orders from './migrations/0300_orders.ts';
import * as m0301ordersListLoad from './migrations/0301_orders_list_load.ts';
import * as m0400freights from './migrations/0400_freights.ts';
import * as m0401freightsList from './migrations/0401_freights_list.ts';
import * as m0410planningQueue from './migrations/0410_planning_queue.ts';
import * as m0430freightWaypoints from './migrations/0430_freight_waypoints.ts';
import * as m0500timeSlots from './migrations/0500_time_slots.ts';
import * as m0510offers from './migrations/0510_offers.ts';
import * as m0511capacityEstimates from './migrations/0511_capacity_estimates.ts';
import * as m0520freightBills from './migrations/0520_freight_bills.ts';
import * as m0540notificationOutbox from './migrations/0540_notification_outbox.ts';
import * as m0600searchFolded from './migrations/0600_search_folded.ts';
import * as m0610eventRuleSet from './migrations/0610_event_rule_set.ts';
import * as m0630transporterEvents from './migrations/0630_transporter_events.ts';
import * as m0640freightBillAudit from './migrations/0640_freight_bill_audit.ts';
import * as m0680freightBillAuditOnDemand from './migrations/0680_freight_bill_audit_on_demand.ts';
import * as m0700timerLeases from './migrations/0700_timer_leases.ts';
import * as m0720listCounts from './migrations/0720_list_counts.ts';
import * as m0740changeFeed from './migrations/0740_change_feed.ts';
import * as m0760enumChecks from './migrations/0760_enum_checks.ts';
import * as m0830freightDeliveredAt from './migrations/0830_freight_delivered_at.ts';
import * as m0920statusChecks from './migrations/0920_status_checks.ts';
import type { Database } from './schema.ts';

/** Every migration, in order; a static list so bundling and tsx need no directory scan. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_user_preferences': m0002prefs,
  '0003_auth_sessions': m0003authSessions,
  '0100_vehicles_fleet': m0100vehicles,
  '0101_sites': m0101sites,
  '0102_calendar': m0102calendar,
  '0200_gazetteer': m0200geo,
  '0201_events': m0201events,
  '0202_products': m0202products,
  '0202_products_search': m0202productsSearch,
  '0203_freight_fees': m0203freightFees,
  '0204_external_id_names': m0204externalIdNames,
  '0205_events_search': m0205eventsSearch,
  '0300_orders': m0300orders,
  '0301_orders_list_load': m0301ordersListLoad,
  '0400_freights': m0400freights,
  '0401_freights_list': m0401freightsList,
  '0410_planning_queue': m0410planningQueue,
  '0430_freight_waypoints': m0430freightWaypoints,
  '0500_time_slots': m0500timeSlots,
  '0510_offers': m0510offers,
  '0511_capacity_estimates': m0511capacityEstimates,
  '0520_freight_bills': m0520freightBills,
  '0540_notification_outbox': m0540notificationOutbox,
  '0600_search_folded': m0600searchFolded,
  '0610_event_rule_set': m0610eventRuleSet,
  '0630_transporter_events': m0630transporterEvents,
  '0640_freight_bill_audit': m0640freightBillAudit,
  '0680_freight_bill_audit_on_demand': m0680freightBillAuditOnDemand,
  '0700_timer_leases': m0700timerLeases,
  '0720_list_counts': m0720listCounts,
  '0740_change_feed': m0740changeFeed,
  '0760_enum_checks': m0760enumChecks,
  '0830_freight_delivered_at': m0830freightDeliveredAt,
  '0920_status_checks': m0920statusChecks,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema to the latest migration; throws (with the failing name) on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Areas are built in parallel: a migration numbered below one already applied elsewhere still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
