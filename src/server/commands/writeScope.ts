import type { AppServices } from '../appServices.ts';
import type { Actor } from '../policies/actor.ts';
import type { RulesService } from '../rules/rulesService.ts';

/**
 * Who writes and with what, for every command that runs rules (orders, truck jobs, time slots,
 * the organizer): the app's services and rules pool, the caller and the modules active for them, as
 * plain values (nothing request-shaped goes further down). Routes build it with `writeScopeOf`
 * (routes/writeScope.ts).
 */
export interface WriteScope {
  services: AppServices;
  rules: RulesService;
  actor: Actor;
  activeModules: readonly string[];
}
