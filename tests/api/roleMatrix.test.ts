import { describe, expect, it } from 'vitest';
import {
  type AccessContext,
  inGroup,
  moduleFlag,
  ROLES,
  type RoleOrAnyone,
  roleHasPermission,
} from '../../src/core/permissions/index.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { type PolicyId, SERVER_POLICIES } from '../../src/server/areas/serverAreas.ts';
import { loadActiveModules } from '../../src/server/db/repositories/modules.repository.ts';
import { DEMO_USERS } from '../../src/server/db/seed/seed.ts';
import type { Policy } from '../../src/server/policies/policies.ts';
import { fieldEditSettingsOf } from '../../src/server/rules/ruleSetDerived.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/**
 * Who may call a route of each policy, written from the core permission table and role groups
 * only — not from the policies' own code — so a policy that drifts from core fails here.
 */
const EXPECTED_ACCESS: Record<PolicyId, (role: RoleOrAnyone, access: AccessContext) => boolean> = {
  public: () => true,
  signedIn: (role) => role !== ROLES.ANYONE,
  superadmin: (role) => roleHasPermission(role, 'accessSuperAdminPages'),
  admins: (role) => roleHasPermission(role, 'accessAdminPages'),
  // Called with someone else's id; the user's own id is checked separately below.
  adminsOrSelf: (role) => roleHasPermission(role, 'accessAdminPages'),
  baseConfigEditors: (role, access) =>
    roleHasPermission(role, 'accessAdminPages') ||
    (role === ROLES.LOGISTICS_MANAGER && moduleFlag(access, 'base', 'logisticsManagerCanModifyBaseConfig')),
  ordersProcessingStatus: (role) => role !== ROLES.ANYONE && !inGroup(role, 'transporterRoles'),
  autoProcessingSwitch: (role) => inGroup(role, 'editorRoles'),
  masterDataReaders: (role) => inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles'),
  masterDataEditors: (role) => inGroup(role, 'editorRoles'),
  fleetReaders: (role) => roleHasPermission(role, 'accessFleetPages'),
  testOrders: (role) => inGroup(role, 'editorRoles'),
  routePlanner: (role, access) =>
    (inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles') || inGroup(role, 'productionRoles')) &&
    access.activeModules.includes('route_planner'),
  fleetEditors: (role) => inGroup(role, 'editorRoles') || role === ROLES.TRANSPORTER_MANAGER,
  // Orders: planner-side staff read; editors create and delete; the production manager also edits
  // (not the items: field rules); closing needs order_closure.
  ordersReaders: (role) =>
    inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles') || inGroup(role, 'productionRoles'),
  ordersCreators: (role) => inGroup(role, 'editorRoles'),
  freightPlanning: (role) => inGroup(role, 'editorRoles'),
  ordersEditors: (role) => inGroup(role, 'editorRoles') || role === ROLES.PRODUCTION_MANAGER,
  ordersClosers: (role, access) =>
    inGroup(role, 'editorRoles') && access.activeModules.includes('order_closure'),
  orderExcelImport: (role, access) =>
    inGroup(role, 'editorRoles') && access.activeModules.includes('order_excel_import'),
  // Staff (admin, logistics, production) see every event; transporter roles their own (record level).
  eventReaders: (role) =>
    inGroup(role, 'adminRoles') ||
    inGroup(role, 'logisticsRoles') ||
    inGroup(role, 'productionRoles') ||
    roleHasPermission(role, 'accessTransporterPages'),
  productReaders: (role, access) =>
    roleHasPermission(role, 'accessProductPages') && access.activeModules.includes('product_catalog'),
  productEditors: (role, access) =>
    inGroup(role, 'editorRoles') &&
    roleHasPermission(role, 'accessProductPages') &&
    access.activeModules.includes('product_catalog'),
  productLookup: (role) => role !== ROLES.ANYONE && !inGroup(role, 'transporterRoles'),
  // Freights: planner-side staff read all, transporter roles their own (record level).
  freightsReaders: (role) =>
    inGroup(role, 'adminRoles') ||
    inGroup(role, 'logisticsRoles') ||
    inGroup(role, 'productionRoles') ||
    inGroup(role, 'transporterRoles'),
  pickupsReaders: (role, access) =>
    roleHasPermission(role, 'accessPickups') && access.activeModules.includes('pickup'),
  // Cargo split: editors, the production manager, and the transporter manager on their own freights.
  cargoSplit: (role) =>
    inGroup(role, 'editorRoles') || role === ROLES.PRODUCTION_MANAGER || role === ROLES.TRANSPORTER_MANAGER,
  pickupCargoSplit: (role, access) =>
    roleHasPermission(role, 'accessPickups') &&
    access.activeModules.includes('pickup') &&
    (inGroup(role, 'editorRoles') || role === ROLES.PRODUCTION_MANAGER),
  pickupsEditors: (role, access) => inGroup(role, 'editorRoles') && access.activeModules.includes('pickup'),
  // Organizer and map: planner-side staff (admin, logistics, production); transporters and the gate none.
  organizerReaders: (role) =>
    inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles') || inGroup(role, 'productionRoles'),
  mapReaders: (role) =>
    inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles') || inGroup(role, 'productionRoles'),
  // Offers (issue 19): editors send with freight_offer; logistics staff (transporter module or
  // freight_offer) and transporter roles (freight_offer, their own) read; the transporter manager answers.
  offerSenders: (role, access) =>
    inGroup(role, 'editorRoles') && access.activeModules.includes('freight_offer'),
  offerReaders: (role, access) =>
    ((inGroup(role, 'adminRoles') || inGroup(role, 'logisticsRoles')) &&
      (access.activeModules.includes('transporter') || access.activeModules.includes('freight_offer'))) ||
    (inGroup(role, 'transporterRoles') && access.activeModules.includes('freight_offer')),
  offerAnswerers: (role, access) =>
    role === ROLES.TRANSPORTER_MANAGER && access.activeModules.includes('freight_offer'),
  capacityReaders: (role, access) =>
    roleHasPermission(role, 'accessCapacityEstimate') && access.activeModules.includes('capacity_estimate'),
  capacityEditors: (role, access) =>
    roleHasPermission(role, 'accessCapacityEstimate') &&
    access.activeModules.includes('capacity_estimate') &&
    (inGroup(role, 'editorRoles') || role === ROLES.TRANSPORTER_MANAGER),
  offerCommenters: (role, access) =>
    (inGroup(role, 'editorRoles') || role === ROLES.TRANSPORTER_MANAGER) &&
    access.activeModules.includes('freight_offer'),
  // Time slots (issue 18): staff, the gate and transporter roles read; editors, the production manager
  // and the transporter manager book freights; pickups only for staff and the gate (business.md §6).
  timeSlotsReaders: (role, access) =>
    access.activeModules.includes('time_slot') &&
    (inGroup(role, 'adminRoles') ||
      inGroup(role, 'logisticsRoles') ||
      inGroup(role, 'productionRoles') ||
      inGroup(role, 'transporterRoles') ||
      role === ROLES.ENTRANCE_SUPERVISOR),
  timeSlotsBookers: (role, access) =>
    access.activeModules.includes('time_slot') &&
    (inGroup(role, 'editorRoles') || role === ROLES.PRODUCTION_MANAGER || role === ROLES.TRANSPORTER_MANAGER),
  timeSlotsPickupReaders: (role, access) =>
    access.activeModules.includes('time_slot') &&
    access.activeModules.includes('pickup') &&
    (inGroup(role, 'adminRoles') ||
      inGroup(role, 'logisticsRoles') ||
      inGroup(role, 'productionRoles') ||
      role === ROLES.ENTRANCE_SUPERVISOR),
  timeSlotsPickupBookers: (role, access) =>
    access.activeModules.includes('time_slot') &&
    access.activeModules.includes('pickup') &&
    (inGroup(role, 'editorRoles') || role === ROLES.PRODUCTION_MANAGER),
  timeSlotsGate: (role, access) =>
    access.activeModules.includes('time_slot') &&
    (role === ROLES.ENTRANCE_SUPERVISOR || inGroup(role, 'editorRoles')),
  freightBillReaders: (role, access) =>
    roleHasPermission(role, 'accessFreightBills') && access.activeModules.includes('billing'),
  freightBillEditors: (role, access) =>
    (inGroup(role, 'adminRoles') || role === ROLES.LOGISTICS_MANAGER) &&
    access.activeModules.includes('billing'),
  // Statistics: admin and logistics roles; production roles only when the module's setting allows.
  statisticsReaders: (role, access) =>
    access.activeModules.includes('statistics') &&
    (inGroup(role, 'adminRoles') ||
      inGroup(role, 'logisticsRoles') ||
      (inGroup(role, 'productionRoles') && moduleFlag(access, 'statistics', 'allowProductionUsers'))),
  // The palette search: whoever reads orders, freights or pickups (each kind for its own readers).
  searchReaders: (role, access) =>
    inGroup(role, 'adminRoles') ||
    inGroup(role, 'logisticsRoles') ||
    inGroup(role, 'productionRoles') ||
    inGroup(role, 'transporterRoles') ||
    (roleHasPermission(role, 'accessPickups') && access.activeModules.includes('pickup')),
  // Capacity vs demand (issue 19): the planner side of the capacity estimates (no transporter role).
  capacityPlanners: (role, access) =>
    roleHasPermission(role, 'accessCapacityEstimate') &&
    access.activeModules.includes('capacity_estimate') &&
    !inGroup(role, 'transporterRoles'),
};

/** Every route of the server with its policy; a new route fails this test until its access is reviewed here. */
const ROUTES: [string, PolicyId][] = [
  ['GET /api/version', 'public'],
  ['GET /api/health', 'public'],
  ['GET /api/config', 'public'],
  ['GET /style', 'public'],
  ['GET /images/:name', 'public'],
  ['GET /favicon.ico', 'public'],
  ['GET /api/openapi.json', 'public'],
  ['GET /api/docs', 'public'],
  ['POST /users/auth/login', 'public'],
  ['POST /users/auth/logout', 'public'],
  ['POST /users/auth/refresh', 'signedIn'],
  ['POST /users/register', 'admins'],
  ['GET /users', 'admins'],
  ['PATCH /users/bulk', 'admins'],
  ['GET /users/:id', 'adminsOrSelf'],
  ['PUT /users/:id', 'adminsOrSelf'],
  ['DELETE /users/:id', 'admins'],
  ['POST /users/:id/sign-out-everywhere', 'adminsOrSelf'],
  ['GET /api/modules/active', 'signedIn'],
  ['GET /api/modules', 'superadmin'],
  ['PUT /api/modules/:id', 'superadmin'],
  ['GET /api/baseConfig', 'signedIn'],
  ['GET /api/baseConfig/ping', 'superadmin'],
  ['PUT /api/baseConfig', 'baseConfigEditors'],
  ['PUT /api/baseConfig/:id', 'baseConfigEditors'],
  ['GET /api/external-id-names', 'signedIn'],
  ['PUT /api/external-id-names', 'baseConfigEditors'],
  ['GET /api/orders/frontend/check-processing', 'ordersProcessingStatus'],
  ['POST /api/freights/cancel-processing', 'ordersProcessingStatus'],
  ['GET /api/orders/frontend/auto-processing', 'autoProcessingSwitch'],
  ['PUT /api/orders/frontend/auto-processing', 'autoProcessingSwitch'],
  ['POST /api/freights/process-orders', 'freightPlanning'],
  ['POST /api/pickups/process-orders', 'freightPlanning'],
  ['POST /api/freights/date/:date', 'freightPlanning'],
  ['POST /api/orders/frontend', 'ordersCreators'],
  ['GET /api/orders/frontend', 'ordersReaders'],
  ['PATCH /api/orders/frontend/bulk', 'ordersEditors'],
  ['POST /api/orders/frontend/check-selections', 'ordersReaders'],
  ['GET /api/orders/frontend/generate/ids', 'ordersCreators'],
  ['GET /api/orders/frontend/order-ids', 'ordersReaders'],
  ['GET /api/orders/frontend/date/:date/:type', 'ordersReaders'],
  ['GET /api/orders/frontend/check-changes/', 'ordersReaders'],
  ['GET /api/orders/frontend/check-changes', 'ordersReaders'],
  ['GET /api/orders/frontend/customers', 'ordersReaders'],
  ['GET /api/orders/frontend/order-details/:id', 'ordersReaders'],
  ['GET /api/orders/frontend/check-version/:id/:version', 'ordersReaders'],
  ['GET /api/orders/frontend/exists/:id', 'ordersReaders'],
  ['PUT /api/orders/frontend/recipient-phone/:id', 'ordersEditors'],
  ['PUT /api/orders/frontend/close/:id', 'ordersClosers'],
  ['PUT /api/orders/frontend/reopen/:id', 'ordersClosers'],
  ['GET /api/orders/frontend/:id', 'ordersReaders'],
  ['PUT /api/orders/frontend/:id', 'ordersEditors'],
  ['DELETE /api/orders/frontend/:id', 'ordersCreators'],
  ['GET /api/freights/statuses', 'freightsReaders'],
  ['GET /api/freights/freight-numbers', 'freightsReaders'],
  ['GET /api/freights/check-changes/:id', 'freightsReaders'],
  ['POST /api/freights/check-selections', 'freightsReaders'],
  ['GET /api/freights/freight-details/:id', 'freightsReaders'],
  ['GET /api/freights/pdf/:id', 'freightsReaders'],
  ['GET /api/freights/packing-plan-pdf/:id', 'freightsReaders'],
  ['GET /api/freights/assignment-pdf/:id', 'freightsReaders'],
  ['GET /api/cargoplan/getsvg', 'freightsReaders'],
  ['GET /api/freights', 'freightsReaders'],
  ['PUT /api/freights/:id/:version', 'freightsReaders'],
  ['PUT /api/freights/:id/:version/status', 'freightsReaders'],
  ['PUT /api/freights/:id/:version/next-status', 'freightsReaders'],
  ['PUT /api/freights/comment/:id', 'freightsReaders'],
  ['PUT /api/freights/cargo-external-id/:id/:orderId', 'freightsReaders'],
  // Waypoints: the module and the permission rules decide further (freightWaypoints.commands).
  ['GET /api/freights/waypoints/:id', 'freightsReaders'],
  ['PATCH /api/freights/waypoints/:id', 'freightsReaders'],
  ['GET /api/freights/waypoints/original/:id', 'freightsReaders'],
  ['POST /api/freights/waypoints/preview/:id', 'freightsReaders'],
  ['GET /api/freights/geometry/:id', 'freightsReaders'],
  ['PUT /api/freights/cancel/', 'freightPlanning'],
  ['PUT /api/freights/uncancel/', 'freightPlanning'],
  ['POST /api/freights/:id/set-transporter', 'freightPlanning'],
  ['POST /api/freights/split-cargo/:id', 'cargoSplit'],
  ['POST /api/freights/separate-freight', 'cargoSplit'],
  ['POST /api/pickups/split-cargo/:id', 'pickupCargoSplit'],
  ['GET /api/pickups/statuses', 'pickupsReaders'],
  ['GET /api/pickups/pickup-numbers', 'pickupsReaders'],
  ['GET /api/pickups/check-changes/:id', 'pickupsReaders'],
  ['POST /api/pickups/check-selections', 'pickupsReaders'],
  ['GET /api/pickups/pickup-details/:id', 'pickupsReaders'],
  ['GET /api/pickups', 'pickupsReaders'],
  ['GET /api/timeSlot', 'timeSlotsReaders'],
  ['GET /api/timeSlot/free/time', 'timeSlotsReaders'],
  ['GET /api/timeSlot/free/dock', 'timeSlotsReaders'],
  ['GET /api/timeSlot/free/time-dock', 'timeSlotsReaders'],
  ['GET /api/timeSlot/free/all-time-dock', 'timeSlotsReaders'],
  ['GET /api/timeSlot/punctuality', 'timeSlotsReaders'],
  ['PUT /api/timeSlot/arrival/:kind/:id/:version', 'timeSlotsGate'],
  ['PUT /api/timeSlot/arrival-undo/:kind/:id/:version', 'timeSlotsGate'],
  ['PUT /api/freights/:id/:version/timeSlot', 'timeSlotsBookers'],
  ['GET /api/freights/query-time-slots', 'timeSlotsReaders'],
  ['PUT /api/pickups/:id/:version/timeSlot', 'timeSlotsPickupBookers'],
  ['GET /api/pickups/query-time-slots', 'timeSlotsPickupReaders'],
  ['PUT /api/pickups/:id/:version', 'pickupsReaders'],
  ['PUT /api/pickups/:id/:version/status', 'pickupsReaders'],
  ['PUT /api/pickups/:id/:version/next-status', 'pickupsReaders'],
  ['PUT /api/pickups/cargo-external-id/:id', 'pickupsReaders'],
  ['PUT /api/pickups/cancel/', 'pickupsEditors'],
  ['PUT /api/pickups/uncancel/', 'pickupsEditors'],
  ['GET /api/freights/query-organizer', 'organizerReaders'],
  ['GET /api/pickups/query-organizer', 'pickupsReaders'],
  ['PUT /api/freight-organizer/fix', 'organizerReaders'],
  ['PUT /api/freight-organizer/unfix', 'organizerReaders'],
  ['GET /api/freights/query-map', 'mapReaders'],
  ['GET /api/preferences/:view', 'signedIn'],
  ['PUT /api/preferences/:view', 'signedIn'],
  ['GET /api/rules', 'signedIn'],
  ['GET /api/rules/modes/:mode', 'superadmin'],
  ['GET /api/rules/cases/:mode', 'superadmin'],
  ['POST /api/rules/evaluate', 'superadmin'],
  ['POST /api/rules/replay', 'superadmin'],
  ['GET /api/rules/records/:entity/:id', 'superadmin'],
  ['GET /api/rules/status', 'admins'],
  ['DELETE /api/preferences/:view', 'signedIn'],
  ['GET /location/search', 'signedIn'],
  ['GET /location/reversegeocode/:lng/:lat', 'signedIn'],
  ['POST /api/orders/frontend/geocode', 'signedIn'],
  ['POST /api/orders/frontend/excelimport', 'orderExcelImport'],
  ['GET /api/vehicles', 'signedIn'],
  ['GET /api/vehicles/active', 'signedIn'],
  ['GET /api/vehicles/inactive', 'signedIn'],
  ['GET /api/vehicles/defaults', 'signedIn'],
  ['GET /api/vehicles/:id', 'signedIn'],
  ['PUT /api/vehicles', 'masterDataEditors'],
  ['PATCH /api/vehicles/bulk', 'masterDataEditors'],
  ['PUT /api/vehicles/:id', 'masterDataEditors'],
  ['DELETE /api/vehicles/:id', 'masterDataEditors'],
  ['GET /api/transporters', 'masterDataReaders'],
  ['POST /api/transporters', 'masterDataEditors'],
  ['PUT /api/transporters', 'masterDataEditors'],
  ['PATCH /api/transporters/bulk', 'masterDataEditors'],
  ['PUT /api/transporters/:id', 'masterDataEditors'],
  ['GET /api/fleet', 'fleetReaders'],
  ['POST /api/fleet', 'fleetEditors'],
  ['PUT /api/fleet', 'fleetEditors'],
  ['PATCH /api/fleet/bulk', 'fleetEditors'],
  ['DELETE /api/fleet/:id', 'fleetEditors'],
  ['POST /route-planner/route', 'routePlanner'],
  ['POST /route-planner/logistics', 'routePlanner'],
  ['POST /route-planner/weight', 'routePlanner'],
  ['GET /api/adminareamap/counties.geojson', 'signedIn'],
  ['GET /api/adminareamap/cities.geojson', 'signedIn'],
  ['GET /api/depots', 'signedIn'],
  ['GET /api/depots/docks', 'signedIn'],
  ['GET /api/depots/geometry/:id', 'signedIn'],
  ['POST /api/depots', 'masterDataEditors'],
  ['PUT /api/depots/:id', 'masterDataEditors'],
  ['GET /api/factories', 'signedIn'],
  ['POST /api/factories', 'masterDataEditors'],
  ['PUT /api/factories/:id', 'masterDataEditors'],
  ['GET /api/calendar/query', 'signedIn'],
  ['GET /api/calendar', 'signedIn'],
  ['GET /api/demo/settlements', 'testOrders'],
  ['POST /api/calendar', 'masterDataEditors'],
  ['PUT /api/calendar/:id', 'masterDataEditors'],
  ['DELETE /api/calendar/:id', 'masterDataEditors'],
  ['GET /api/freight-costs', 'masterDataReaders'],
  ['POST /api/freight-costs', 'masterDataEditors'],
  ['PUT /api/freight-costs/:id', 'masterDataEditors'],
  ['DELETE /api/freight-costs/:id', 'masterDataEditors'],
  ['DELETE /api/freight-costs/factory/:id', 'masterDataEditors'],
  ['GET /api/waypoint-costs', 'masterDataReaders'],
  ['POST /api/waypoint-costs', 'masterDataEditors'],
  ['PUT /api/waypoint-costs/:id', 'masterDataEditors'],
  ['DELETE /api/waypoint-costs/:id', 'masterDataEditors'],
  ['GET /api/pallet-fees', 'masterDataReaders'],
  ['POST /api/pallet-fees', 'masterDataEditors'],
  ['PUT /api/pallet-fees/:id', 'masterDataEditors'],
  ['DELETE /api/pallet-fees/:id', 'masterDataEditors'],
  ['GET /api/events', 'eventReaders'],
  ['GET /api/events/details/:id', 'eventReaders'],
  ['GET /api/products', 'productReaders'],
  ['POST /api/products', 'productLookup'],
  ['PUT /api/products', 'productEditors'],
  ['DELETE /api/products/:id', 'productEditors'],
  ['GET /api/products/load-client-status/:id', 'productEditors'],
  ['POST /api/products/load-client/:id/cancel', 'productEditors'],
  ['POST /api/products/load-client', 'productEditors'],
  ['POST /api/transporters/offers', 'offerSenders'],
  ['PUT /api/offers/comment', 'offerCommenters'],
  ['GET /api/offers', 'offerReaders'],
  ['GET /api/offers/details/:id', 'offerReaders'],
  ['POST /api/offers/accept/:id', 'offerAnswerers'],
  ['POST /api/offers/reject/:id', 'offerAnswerers'],
  ['GET /api/capacity-estimate/check-changes', 'capacityReaders'],
  ['GET /api/capacity-estimate', 'capacityReaders'],
  ['POST /api/capacity-estimate', 'capacityEditors'],
  ['PUT /api/capacity-estimate', 'capacityEditors'],
  ['DELETE /api/capacity-estimate/:id', 'capacityEditors'],
  ['GET /api/freight-bill/statuses', 'freightBillReaders'],
  ['GET /api/freight-bill', 'freightBillReaders'],
  ['GET /api/freight-bill/cost-centre-descriptions', 'freightBillReaders'],
  ['PUT /api/freight-bill/batch/accept', 'freightBillEditors'],
  ['PUT /api/freight-bill/batch/decline', 'freightBillEditors'],
  ['PUT /api/freight-bill/batch', 'freightBillEditors'],
  ['PATCH /api/freight-bill/bulk', 'freightBillEditors'],
  ['PUT /api/freight-bill/:id', 'freightBillEditors'],
  ['PUT /api/freight-bill/:id/accept', 'freightBillEditors'],
  ['PUT /api/freight-bill/:id/decline', 'freightBillEditors'],
  ['PUT /api/freight-bill/:id/undo', 'freightBillEditors'],
  ['PUT /api/freight-bill/:id/cost-centre', 'freightBillEditors'],
  ['GET /api/freight-bill/:id/audit', 'freightBillReaders'],
  ['GET /api/statistics/freights', 'statisticsReaders'],
  ['GET /api/statistics/details', 'statisticsReaders'],
  ['GET /api/statistics/:table', 'statisticsReaders'],
  ['GET /api/search', 'searchReaders'],
  ['GET /api/changes/stream', 'signedIn'],
  ['GET /api/capacity-estimate/shortages', 'capacityPlanners'],
  ['GET /logistics', 'public'],
  ['GET /', 'public'],
];

const CALLERS: { role: RoleOrAnyone; username?: string }[] = [
  ...DEMO_USERS.map((u) => ({ role: u.role as RoleOrAnyone, username: u.username })),
  { role: ROLES.ANYONE },
];
const FOREIGN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('role matrix: every route × every role [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('every route declares a known policy, and the list matches the reviewed route list', () => {
    const table = env().app.routeTable();
    for (const route of table) {
      expect(route.policy, `${route.method} ${route.url}`).toBeDefined();
      const id = route.policy?.id as PolicyId;
      expect(SERVER_POLICIES[id], `${route.method} ${route.url} policy ${id}`).toBe(route.policy);
    }
    const actual = table.map((r) => [`${r.method} ${r.url}`, r.policy?.id]).sort();
    expect(actual).toEqual([...ROUTES].sort());
  });

  it('every policy grants exactly what the core permission table says, for each role', async () => {
    const seeded = { ...(await loadActiveModules(env().database.db)) };
    const flagOff: AccessContext = {
      ...seeded,
      activeConfigs: { ...seeded.activeConfigs, base: { logisticsManagerCanModifyBaseConfig: false } },
    };
    for (const access of [seeded, flagOff]) {
      for (const [id, policy] of Object.entries(SERVER_POLICIES) as [PolicyId, Policy][]) {
        for (const { role } of CALLERS) {
          const actor = { role, userId: null, username: null, transporterId: null, synthetic: false };
          // Edit policies go by the permission rules of the set in force (issue 36).
          const fieldEdit = () => fieldEditSettingsOf(env().app.rules);
          const allowed = policy.allows({ actor, access, params: { id: FOREIGN_ID }, fieldEdit });
          expect(allowed, `${id} × ${role}`).toBe(EXPECTED_ACCESS[id](role, access));
        }
      }
    }
  });

  it('calls every route as every role and as anyone: 401/403 exactly where the policy refuses', async () => {
    const access = { ...(await loadActiveModules(env().database.db)) };
    const failures: string[] = [];
    let calls = 0;
    for (const route of env().app.routeTable()) {
      const id = route.policy?.id as PolicyId;
      const url = route.url.replace(/:id\b/, FOREIGN_ID).replace(/:name\b/, 'logo.svg');
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      for (const caller of CALLERS) {
        const res = await env().call({
          method: route.method as 'GET',
          url,
          as: caller.username,
          ...(hasBody && { payload: {} }),
        });
        calls += 1;
        const allowed = EXPECTED_ACCESS[id](caller.role, access);
        const expected = allowed
          ? 'allowed (2xx/3xx/400/404/409)'
          : caller.role === ROLES.ANYONE
            ? '401'
            : '403';
        const ok = allowed
          ? res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === (caller.role === ROLES.ANYONE ? 401 : 403);
        const body = res.statusCode >= 400 ? (res.json() as { message?: unknown }) : null;
        if (!ok || (body && typeof body.message !== 'string')) {
          failures.push(
            `${route.method} ${route.url} as ${caller.role}: got ${res.statusCode}, expected ${expected}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(ROUTES.length * CALLERS.length);
    // Over a thousand calls, each signed in with a session of its own (one insert): on a busy
    // 2-core machine that outlasts the default 30 s.
  }, 600_000); // 1,000+ calls: 18 s alone, over 120 s beside the e2e stage on two cores (a ceiling, not a wait)

  it('lets every signed-in user read and change their own record (adminsOrSelf with their own id)', async () => {
    for (const caller of CALLERS.filter((c) => c.username)) {
      const own = await env().userId(caller.username as string);
      const read = await env().request(USERS_API.one, { params: { id: own }, as: caller.username });
      expect(read.statusCode, `${caller.role} GET own`).toBe(200);
      const write = await env().request(USERS_API.update, {
        params: { id: own },
        as: caller.username,
        payload: {},
      });
      expect(write.statusCode, `${caller.role} PUT own`).toBe(200);
    }
  });
});
