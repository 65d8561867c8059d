import type { FastifyInstance } from 'fastify';
import { CARGO_SPLIT_API } from '../../core/freights/cargoSplit.api.ts';
import { PICKUP_SPLIT_API } from '../../core/pickups/pickupSplit.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { separateFreight, splitFreightCargo, splitPickupCargo } from '../commands/cargoSplit.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * Cargo split of freights and pickups and order separation (issue 14 item 6;
 * commands/cargoSplit.commands.ts). A transporter manager reaches only their freights (404).
 */
export function registerCargoSplitRoutes(app: FastifyInstance): void {
  route(app, CARGO_SPLIT_API.splitFreight, { policy: POLICIES.cargoSplit }, ({ params, body, actor }) =>
    splitFreightCargo({ services: app.services, actor }, params.id, body),
  );
  route(app, CARGO_SPLIT_API.separateFreight, { policy: POLICIES.cargoSplit }, ({ body, actor }) =>
    separateFreight({ services: app.services, actor }, body.freightId, body.orderId, body.freightVersion),
  );
  route(app, PICKUP_SPLIT_API.splitPickup, { policy: POLICIES.pickupCargoSplit }, ({ params, body, actor }) =>
    splitPickupCargo({ services: app.services, actor }, params.id, body),
  );
}

export const CARGO_SPLIT_AREA = defineServerArea({
  name: 'cargoSplit',
  routes: registerCargoSplitRoutes,
});
