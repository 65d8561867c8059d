import { type AccessContext, hasPermission, moduleFlag } from './permissions.ts';
import { inGroup, ROLES, type RoleOrAnyone } from './roles.ts';

/** Abilities of the side menu and shell (shell.md §2, §6), derived from role and module state. */
export const ABILITIES = [
  'accessFreightPlanner',
  'accessPickups',
  'accessFreightOrganizer',
  'accessFreightBills',
  'accessCapacityEstimate',
  'accessTimeSlots',
  'accessMap',
  'accessRoutePlanner',
  'accessFreightStatistics',
  'accessBaseData',
  'accessProducts',
  'accessFleet',
  'accessEvents',
  'accessUserList',
  'accessModuleSettings',
  'accessBackToHomepage',
  'accessOffers',
  'accessTransporterFreights',
  'accessTransporterCapacityEstimate',
  'accessTransporterFleet',
  'accessTransporterEvents',
  'accessTestOrders',
  'canEdit',
  'seeManualCombineResults',
  'seeOrdersProcessing',
  'seeNewOrders',
  'seeSmsError',
  'seeAdminLogo',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** Computes the ability set of a role in a module state. */
export function abilitiesFor(role: RoleOrAnyone, ctx: AccessContext): Set<Ability> {
  const out = new Set<Ability>();
  const on = (a: Ability, cond: boolean) => {
    if (cond) out.add(a);
  };
  const mod = (k: AccessContext['activeModules'][number]) => ctx.activeModules.includes(k);
  const admin = inGroup(role, 'adminRoles');
  const logistics = admin || inGroup(role, 'logisticsRoles');
  const production = inGroup(role, 'productionRoles');
  const transporter = inGroup(role, 'transporterRoles');
  const gate = role === ROLES.ENTRANCE_SUPERVISOR;
  const staff = logistics || production; // planner-side users
  const editorish = inGroup(role, 'editorRoles');

  on('accessFreightPlanner', staff);
  on('accessPickups', staff && hasPermission(role, 'accessPickups', ctx));
  on('accessFreightOrganizer', staff);
  on('accessFreightBills', hasPermission(role, 'accessFreightBills', ctx));
  on('accessCapacityEstimate', logistics && hasPermission(role, 'accessCapacityEstimate', ctx));
  on('accessTimeSlots', (staff || gate) && mod('time_slot'));
  on('accessMap', staff);
  on('accessRoutePlanner', staff && mod('route_planner'));
  on(
    'accessFreightStatistics',
    mod('statistics') && (logistics || (production && moduleFlag(ctx, 'statistics', 'allowProductionUsers'))),
  );
  on('accessBaseData', logistics);
  on('accessProducts', logistics && hasPermission(role, 'accessProductPages', ctx));
  on('accessFleet', logistics && mod('transporter'));
  on('accessEvents', staff);
  on('accessUserList', hasPermission(role, 'accessAdminPages', ctx));
  on('accessModuleSettings', hasPermission(role, 'accessSuperAdminPages', ctx));
  on('accessBackToHomepage', staff);
  on('accessOffers', (logistics && mod('transporter')) || (transporter && mod('freight_offer')));
  on('accessTransporterFreights', transporter);
  on('accessTransporterCapacityEstimate', transporter && hasPermission(role, 'accessCapacityEstimate', ctx));
  on('accessTransporterFleet', transporter);
  on('accessTransporterEvents', transporter);
  on('accessTestOrders', editorish && ctx.hasTestOrders === true);
  on('canEdit', editorish);
  on('seeManualCombineResults', editorish);
  on('seeOrdersProcessing', editorish);
  on('seeNewOrders', editorish);
  on('seeSmsError', editorish);
  on('seeAdminLogo', admin);
  return out;
}
