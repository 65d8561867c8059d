import { defineErrors } from '../errors/catalogue.ts';
import { TRANSPORTER_ERRORS } from '../transporters/transporters.errors.ts';

/**
 * The fleet's own failures (ours: the spec has no text for them). In a file of their own, not in
 * fleet.api.ts, because fleet.schemas.ts needs one of them and the contract imports the schemas.
 */
export const FLEET_ERRORS = defineErrors('fleet', {
  plateTaken: 'Ez a rendszám már szerepel a flottában!',
  unknownTransporter: TRANSPORTER_ERRORS.unknown.message,
  unknownTruckType: 'Ismeretlen vagy inaktív járműtípus!',
});
