import { z } from 'zod';
import { ROLE_GROUPS, ROLES } from '../permissions/roles.ts';
import { ENUMS, PLANNER_TYPES } from './enums.ts';

export const CONFIG_MODES = ['logistics', 'marka', 'wienerberger', 'topolisz', 'barabas'] as const;
/** Optional feature modules of shell.md §1; each switches menu entries, routes and API calls on and off at once. */
export const MODULE_KEYS = [
  'base',
  'billing',
  'capacity_estimate',
  'customer_notification',
  'extended_visualization',
  'finalize_freight',
  'freight_offer',
  'freight_waypoints_edit',
  'order_closure',
  'order_excel_import',
  'pickup',
  'product_catalog',
  'route_planner',
  'shipping_notification',
  'site',
  'statistics',
  'time_slot',
  'transporter',
] as const;

/**
 * The config answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link VersionInfo} (appConfig.schemas.ts). */
export const versionInfoAnswer = z
  .object({
    buildVersion: z.string(),
    version: z.string(),
    configMode: z.enum(CONFIG_MODES),
  })
  .meta({ id: 'VersionInfo' });

/** {@link ViewConfig} (appConfig.schemas.ts). */
export const viewConfigAnswer = z
  .object({
    title: z.string(),
    logo: z.string(),
    largeLogo: z.string(),
    favicon: z.string(),
    theme: z.object({ primary: z.string() }),
    productCategory: z.array(z.string()),
  })
  .meta({ id: 'ViewConfig' });

/** {@link PalletType} (appConfig.schemas.ts). */
export const palletTypeAnswer = z
  .object({
    name: z.string(),
    lengthMm: z.number(),
    widthMm: z.number(),
    ratio: z.number(),
  })
  .meta({ id: 'PalletType' });

/** {@link FieldEditSettingDoc} (appConfig.schemas.ts). */
export const fieldEditSettingAnswer = z
  .object({
    editable: z.array(z.string()),
    denied: z.array(z.string()),
    editableStatuses: z.array(z.string()).optional(),
  })
  .meta({ id: 'FieldEditSetting' });

/** {@link AppConfig} (appConfig.schemas.ts). */
export const appConfigSettingsAnswer = z
  .object({
    configMode: z.enum(CONFIG_MODES),
    logisticsPlannerType: z.enum(PLANNER_TYPES),
    disableAuth: z.boolean(),
    colors: z.object({ primary: z.string() }),
    view: viewConfigAnswer,
    palletTypes: z.array(palletTypeAnswer),
    defaultFilters: z.record(z.string(), z.unknown()),
    /** From the permission rules: entity → role → editable / denied fields and editable statuses. */
    fieldEditSettings: z.record(z.string(), z.record(z.string(), fieldEditSettingAnswer)),
    testOrdersJson: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        orders: z.array(
          z.object({
            customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
            deliveryAddress: z.string(),
            releaseInDays: z.number(),
            items: z.array(
              z.object({
                product: z.number(),
                pallets: z.number().optional(),
                truckShare: z.number().optional(),
              }),
            ),
            deliveryToSite: z.boolean().optional(),
            deliveryInterval: z.number().optional(),
            comment: z.string().optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'AppConfigSettings' });

/** A constant list as GET /api/config serves it: the tuple of its values' literals. */
function literalTuple<T extends readonly [string, ...string[]]>(list: T) {
  const items = list.map((v) => z.literal(v)) as unknown as { -readonly [I in keyof T]: z.ZodLiteral<T[I]> };
  return z.tuple(items).readonly();
}

/** Constant lists by name (ENUMS, ROLE_GROUPS): each one's {@link literalTuple}. */
function literalTuplesOf<T extends Record<string, readonly [string, ...string[]]>>(lists: T) {
  const shape = Object.fromEntries(Object.entries(lists).map(([k, list]) => [k, literalTuple(list)]));
  return z.object(shape as { [K in keyof T]: ReturnType<typeof literalTuple<T[K]>> });
}

/** Constant names by key (ROLES): each one's literal. */
function literalsOf<T extends Record<string, string>>(names: T) {
  const shape = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, z.literal(v)]));
  return z.object(shape as { [K in keyof T]: z.ZodLiteral<T[K]> });
}

/** {@link AppConfigResponse} (appConfig.schemas.ts): the constants and enums are served as they are defined. */
export const appConfigAnswer = z
  .object({
    config: appConfigSettingsAnswer,
    constants: z.object({ ROLES: literalsOf(ROLES), ROLE_GROUPS: literalTuplesOf(ROLE_GROUPS) }),
    enums: literalTuplesOf(ENUMS),
  })
  .meta({ id: 'AppConfig' });

/** The offline map style (MapLibre/OpenLayers style spec v8) as GET /style answers it. */
export const mapStyleAnswer = z
  .object({
    version: z.literal(8),
    name: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    sources: z.record(z.string(), z.object({ type: z.literal('geojson'), data: z.string() })),
    layers: z.array(z.object({ id: z.string(), type: z.string() }).catchall(z.unknown())).readonly(),
  })
  .meta({ id: 'MapStyle' });

/** {@link ActiveModules} (modules.ts). */
export const activeModulesAnswer = z
  .object({
    activeModules: z.array(z.enum(MODULE_KEYS)),
    activeConfigs: z.object({
      pickup: z.record(z.string(), z.unknown()).optional(),
      statistics: z.record(z.string(), z.unknown()).optional(),
      base: z.record(z.string(), z.unknown()).optional(),
      billing: z.record(z.string(), z.unknown()).optional(),
      capacity_estimate: z.record(z.string(), z.unknown()).optional(),
      customer_notification: z.record(z.string(), z.unknown()).optional(),
      extended_visualization: z.record(z.string(), z.unknown()).optional(),
      finalize_freight: z.record(z.string(), z.unknown()).optional(),
      freight_offer: z.record(z.string(), z.unknown()).optional(),
      freight_waypoints_edit: z.record(z.string(), z.unknown()).optional(),
      order_closure: z.record(z.string(), z.unknown()).optional(),
      order_excel_import: z.record(z.string(), z.unknown()).optional(),
      product_catalog: z.record(z.string(), z.unknown()).optional(),
      route_planner: z.record(z.string(), z.unknown()).optional(),
      shipping_notification: z.record(z.string(), z.unknown()).optional(),
      site: z.record(z.string(), z.unknown()).optional(),
      time_slot: z.record(z.string(), z.unknown()).optional(),
      transporter: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ActiveModules' });

/** {@link ModuleDocument} (modules.schemas.ts). */
export const moduleAnswer = z
  .object({
    id: z.string(),
    key: z.enum(MODULE_KEYS),
    active: z.boolean(),
    config: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Module' });
