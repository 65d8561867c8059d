import type { FastifyInstance } from 'fastify';
import { CARGO_SPLIT_API } from '../../core/freights/cargoSplit.api.ts';
import { abilitiesFor } from '../../core/permissions/index.ts';
import { PICKUP_SPLIT_API } from '../../core/pickups/pickupSplit.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { separateFreight, splitFreightCargo, splitPickupCargo } from '../commands/cargoSplit.commands.ts';
import { route } from '../http/route.ts';
import { definePolicies, rulesLet } from '../policies/policies.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const CARGO_SPLIT_POLICIES = definePolicies({
  cargoSplit: {
    id: 'cargoSplit',
    rule: 'Cargo split and order separation of freights (issue 14): roles the freight permission rules let change `cargo` (base: editor roles, the production manager and the transporter manager, their own freights only, record level) (business.md §6: split rules depend on settings).',
    needsModules: false,
    allows: rulesLet('freight', 'cargo'),
  },
  pickupCargoSplit: {
    id: 'pickupCargoSplit',
    rule: 'Cargo split of pickups (issue 14): accessPickups, and the pickup permission rules let the role change `cargo` (base: editor roles and the production manager; viewers and the gate read only).',
    needsModules: true,
    allows: (input) =>
      abilitiesFor(input.actor.role, input.access).has('accessPickups') && rulesLet('pickup', 'cargo')(input),
  },
});

/**
 * Cargo split of freights and pickups and order separation (issue 14 item 6;
 * commands/cargoSplit.commands.ts). A transporter manager reaches only their freights (404).
 */
export function registerCargoSplitRoutes(app: FastifyInstance): void {
  route(
    app,
    CARGO_SPLIT_API.splitFreight,
    { policy: CARGO_SPLIT_POLICIES.cargoSplit },
    ({ params, body, actor }) => splitFreightCargo({ services: app.services, actor }, params.id, body),
  );
  route(
    app,
    CARGO_SPLIT_API.separateFreight,
    { policy: CARGO_SPLIT_POLICIES.cargoSplit },
    ({ body, actor }) =>
      separateFreight({ services: app.services, actor }, body.freightId, body.orderId, body.freightVersion),
  );
  route(
    app,
    PICKUP_SPLIT_API.splitPickup,
    { policy: CARGO_SPLIT_POLICIES.pickupCargoSplit },
    ({ params, body, actor }) => splitPickupCargo({ services: app.services, actor }, params.id, body),
  );
}

/** The cargoSplit area: its routes (listed in areas/serverAreas.ts). */
export const CARGO_SPLIT_AREA = defineServerArea({
  name: 'cargoSplit',
  routes: registerCargoSplitRoutes,
  policies: CARGO_SPLIT_POLICIES,
});
