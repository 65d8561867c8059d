import { CAPACITY_COMMANDS } from '../features/capacityEstimates/capacityCommands.ts';
import { DEMO_COMMANDS } from '../features/demo/demoCommands.ts';
import { EVENT_COMMANDS } from '../features/events/eventCommands.ts';
import { FEE_COMMANDS } from '../features/fees/feeCommands.ts';
import { FREIGHT_BILL_COMMANDS } from '../features/freightBills/freightBillCommands.ts';
import { FREIGHT_MAP_COMMANDS } from '../features/freightMap/freightMapCommands.ts';
import { FREIGHT_COMMANDS } from '../features/freights/freightCommands.ts';
import { FREIGHT_DOCUMENT_COMMANDS } from '../features/freights/freightDocumentCommands.ts';
import { FREIGHT_OFFER_COMMANDS } from '../features/freights/freightOfferCommands.ts';
import { FREIGHT_WAYPOINT_COMMANDS } from '../features/freights/freightWaypointCommands.ts';
import { OFFER_COMMANDS } from '../features/offers/offerCommands.ts';
import { ORDER_IMPORT_COMMANDS } from '../features/orders/import/orderImportCommands.ts';
import { ORDER_COMMANDS } from '../features/orders/orderCommands.ts';
import { ORGANIZER_COMMANDS } from '../features/organizer/organizerCommands.ts';
import '../features/pickups/pickupCommands.ts';
import { PRODUCT_COMMANDS } from '../features/products/productCommands.ts';
import { ROUTE_PLANNER_COMMANDS } from '../features/route-planner/routePlannerCommands.ts';
import { SETTINGS_COMMANDS } from '../features/settings/settingsCommands.ts';
import { SITE_COMMANDS } from '../features/sites/siteCommands.ts';
import { STATISTICS_COMMANDS } from '../features/statistics/statisticsCommands.ts';
import { TIME_SLOT_COMMANDS } from '../features/timeSlots/timeSlotCommands.ts';
import { USER_COMMANDS } from '../features/users/userCommands.ts';
import { GRID_VIEW_COMMANDS } from '../grid/gridCommands.ts';
import { RULE_COMMANDS } from '../rules/ruleCommands.ts';
import { PROCESSING_COMMANDS } from '../shell/processingCommands.ts';
import { CARGO_SPLIT_COMMANDS } from '../truckJobs/cargoSplitCommands.ts';
import { TRUCK_JOB_COMMANDS } from '../truckJobs/truckJobCommands.ts';
import { APP_COMMANDS, DIALOG_COMMANDS, GRID_COMMANDS, NAV_COMMANDS } from './appCommands.ts';
import type { Command } from './commandTypes.ts';

/** Every command of the product; each area adds its list here (the registry test checks the keymap against it). */
export const COMMAND_CATALOG = [
  ...APP_COMMANDS,
  ...NAV_COMMANDS,
  ...GRID_COMMANDS,
  ...DIALOG_COMMANDS,
  ...USER_COMMANDS,
  ...SITE_COMMANDS,
  ...SETTINGS_COMMANDS,
  ...FEE_COMMANDS,
  ...ROUTE_PLANNER_COMMANDS,
  ...DEMO_COMMANDS,
  ...ORDER_COMMANDS,
  ...ORDER_IMPORT_COMMANDS,
  ...EVENT_COMMANDS,
  ...PRODUCT_COMMANDS,
  ...FREIGHT_COMMANDS,
  ...FREIGHT_DOCUMENT_COMMANDS,
  ...CARGO_SPLIT_COMMANDS,
  ...TRUCK_JOB_COMMANDS,
  ...FREIGHT_WAYPOINT_COMMANDS,
  ...PROCESSING_COMMANDS,
  ...ORGANIZER_COMMANDS,
  ...FREIGHT_MAP_COMMANDS,
  ...FREIGHT_OFFER_COMMANDS,
  ...OFFER_COMMANDS,
  ...TIME_SLOT_COMMANDS,
  ...GRID_VIEW_COMMANDS,
  ...FREIGHT_BILL_COMMANDS,
  ...STATISTICS_COMMANDS,
  ...RULE_COMMANDS,
  ...CAPACITY_COMMANDS,
] as const satisfies readonly Command[];

/** The catalogue's ids, registered with commandTypes.ts (which is where the features read CommandId). */
type CatalogId = (typeof COMMAND_CATALOG)[number]['id'];
declare module './commandTypes.ts' {
  interface CommandIdRegistry extends Record<CatalogId, true> {}
}

export type { CommandId } from './commandTypes.ts';
