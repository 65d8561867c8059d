import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { PLANNER_MESSAGES } from '../planner/plannerMessages.ts';
import {
  freightGeometryAnswer,
  freightOriginalWaypointsAnswer,
  freightWaypointsAnswer,
  freightWaypointsPreviewAnswer,
} from './freights.answers.ts';
import { freightWaypointsPreviewSchema, freightWaypointsUpdateSchema } from './freightWaypoints.schemas.ts';

/**
 * Freight waypoints (issue 14 item 5, business.md §7 row Freights): `:id` is the uuid or the freight
 * number; a transporter user reaches only their freights (404). Changes need the
 * freight_waypoints_edit module and the `waypoints` field by the freight rule files.
 */
export const FREIGHT_WAYPOINTS_API = {
  get: endpoint({
    summary: "Reads a freight's stops",
    response: freightWaypointsAnswer,
    method: 'GET',
    path: '/api/freights/waypoints/:id',
  }),
  update: endpoint({
    summary: "Saves a freight's new stop list",
    description:
      'The new stop list at `__v`: legs, distance, duration, cost and geometry recomputed; one event.',
    response: freightWaypointsAnswer,
    method: 'PATCH',
    path: '/api/freights/waypoints/:id',
    body: freightWaypointsUpdateSchema,
  }),
  original: endpoint({
    summary: "Reads a freight's stops as planned",
    description: "The planner's list, kept when the freight's stops were first edited.",
    response: freightOriginalWaypointsAnswer,
    method: 'GET',
    path: '/api/freights/waypoints/original/:id',
  }),
  preview: endpoint({
    summary: "Previews a freight's route with new stops",
    description: "What a list would cost and take, written nowhere (the dialog's figures while editing).",
    response: freightWaypointsPreviewAnswer,
    method: 'POST',
    path: '/api/freights/waypoints/preview/:id',
    body: freightWaypointsPreviewSchema,
  }),
  geometry: endpoint({
    summary: "Reads a freight's route line",
    response: freightGeometryAnswer,
    method: 'GET',
    path: '/api/freights/geometry/:id',
  }),
} as const;

/** Refusals of a waypoint change; the spec quotes none but the route-not-found sentence. */
export const FREIGHT_WAYPOINT_ERRORS = defineErrors('freightWaypoints', {
  moduleOff: 'A lerakodási pontok szerkesztéséhez a fuvar útvonal szerkesztés modul szükséges!',
  tooMany: 'Egy fuvarban legfeljebb {max} egyedi lerakodási pont lehet, a listában {count} van.',
  unknownOrder: 'A(z) {orderId} megrendelés nem szerepel a fuvarban!',
  orderTwice: 'A(z) {orderId} megrendelés több lerakodási ponton is szerepel!',
  orderWithoutStop: 'A(z) {orderId} megrendelésnek nem maradt lerakodási pontja!',
  cancelled: 'Lemondott fuvar lerakodási pontjai nem módosíthatók!',
  routeNotFound: PLANNER_MESSAGES.routeNotFound,
  factoryWithoutLocation: 'A fuvar gyárának helye nem ismert, az útvonal nem számolható.',
});
