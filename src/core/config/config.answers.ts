import { z } from 'zod';

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
export const PLANNER_TYPES = ['logistics', 'loom'] as const;

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

/** {@link AppConfigResponse} (appConfig.schemas.ts). */
export const appConfigAnswer = z
  .object({
    config: appConfigSettingsAnswer,
    constants: z.object({
      ROLES: z.object({
        SUPERADMIN: z.literal('superadmin'),
        ADMIN: z.literal('admin'),
        LOGISTICS_MANAGER: z.literal('logistics_manager'),
        LOGISTICS_VIEWER: z.literal('logistics_viewer'),
        PRODUCTION_MANAGER: z.literal('production_manager'),
        PRODUCTION_VIEWER: z.literal('production_viewer'),
        TRANSPORTER_MANAGER: z.literal('transporter_manager'),
        TRANSPORTER_VIEWER: z.literal('transporter_viewer'),
        ENTRANCE_SUPERVISOR: z.literal('entrance_supervisor'),
        ANYONE: z.literal('anyone'),
      }),
      ROLE_GROUPS: z.object({
        adminRoles: z.tuple([z.literal('superadmin'), z.literal('admin')]).readonly(),
        editorRoles: z
          .tuple([z.literal('superadmin'), z.literal('admin'), z.literal('logistics_manager')])
          .readonly(),
        extendedEditorRoles: z
          .tuple([
            z.literal('superadmin'),
            z.literal('admin'),
            z.literal('logistics_manager'),
            z.literal('production_manager'),
            z.literal('transporter_manager'),
          ])
          .readonly(),
        managerRoles: z
          .tuple([
            z.literal('logistics_manager'),
            z.literal('production_manager'),
            z.literal('transporter_manager'),
          ])
          .readonly(),
        viewerRoles: z
          .tuple([
            z.literal('logistics_viewer'),
            z.literal('production_viewer'),
            z.literal('transporter_viewer'),
          ])
          .readonly(),
        logisticsRoles: z.tuple([z.literal('logistics_manager'), z.literal('logistics_viewer')]).readonly(),
        productionRoles: z
          .tuple([z.literal('production_manager'), z.literal('production_viewer')])
          .readonly(),
        transporterRoles: z
          .tuple([z.literal('transporter_manager'), z.literal('transporter_viewer')])
          .readonly(),
        entranceSupervisorRoles: z.tuple([z.literal('entrance_supervisor')]).readonly(),
      }),
    }),
    enums: z.object({
      orderStatus: z
        .tuple([
          z.literal('new'),
          z.literal('invalid'),
          z.literal('waitingForProcessing'),
          z.literal('processing'),
          z.literal('processed'),
          z.literal('shipped'),
          z.literal('partiallyShipped'),
          z.literal('partial'),
          z.literal('closed'),
          z.literal('merged'),
        ])
        .readonly(),
      freightStatus: z
        .tuple([
          z.literal('new'),
          z.literal('published'),
          z.literal('answered'),
          z.literal('accepted'),
          z.literal('reserved'),
          z.literal('scheduled'),
          z.literal('finalized'),
          z.literal('arrived'),
          z.literal('delivery'),
          z.literal('shipped'),
          z.literal('finished'),
          z.literal('billed'),
          z.literal('cancelled'),
        ])
        .readonly(),
      pickupStatus: z
        .tuple([
          z.literal('new'),
          z.literal('scheduled'),
          z.literal('reserved'),
          z.literal('arrived'),
          z.literal('shipped'),
          z.literal('cancelled'),
        ])
        .readonly(),
      offerStatus: z
        .tuple([
          z.literal('sent'),
          z.literal('received'),
          z.literal('rejectedByTransporter'),
          z.literal('accepted'),
          z.literal('rejected'),
        ])
        .readonly(),
      ProcessingStatus: z
        .tuple([
          z.literal('idle'),
          z.literal('new'),
          z.literal('noOverlappingDeliveryDates'),
          z.literal('processing'),
          z.literal('done'),
          z.literal('doesNotFit'),
          z.literal('error'),
          z.literal('orderCoverageError'),
          z.literal('routeNotFound'),
          z.literal('tooManyWaypoints'),
          z.literal('noVehicle'),
        ])
        .readonly(),
      LogisticsPlannerType: z.tuple([z.literal('logistics'), z.literal('loom')]).readonly(),
      productUploadStatus: z
        .tuple([
          z.literal('processing started'),
          z.literal('work in progress'),
          z.literal('ready'),
          z.literal('cancelled'),
        ])
        .readonly(),
      cargoTransportStatus: z
        .tuple([
          z.literal('unknown'),
          z.literal('stockShortage'),
          z.literal('damagedGoods'),
          z.literal('damageDuringLoading'),
          z.literal('damageDuringTransport'),
          z.literal('handoverFailed'),
          z.literal('pickupTiming'),
          z.literal('truckFull'),
          z.literal('replan'),
          z.literal('productUpdate'),
        ])
        .readonly(),
      activityStatus: z.tuple([z.literal('active'), z.literal('inactive')]).readonly(),
      freightType: z.tuple([z.literal('freight'), z.literal('pickup')]).readonly(),
      exportKind: z
        .tuple([
          z.literal('orders'),
          z.literal('freights'),
          z.literal('freightbills'),
          z.literal('pickups'),
          z.literal('products'),
          z.literal('statistics'),
        ])
        .readonly(),
      packingAlgorithm: z
        .tuple([z.literal('palletstack'), z.literal('rows-no-stacking'), z.literal('twodimensional')])
        .readonly(),
      routeMethod: z.tuple([z.literal('ECONOMY'), z.literal('FAST'), z.literal('SHORT')]).readonly(),
      deliveryIntervalType: z.tuple([z.literal('calendarDay'), z.literal('workday')]).readonly(),
      truckEmissionCategory: z
        .tuple([
          z.literal('EURO0'),
          z.literal('EURO1'),
          z.literal('EURO2'),
          z.literal('EURO3'),
          z.literal('EURO4'),
          z.literal('EURO5'),
          z.literal('EURO6'),
          z.literal('LOW_EMISSION'),
          z.literal('NO_EMISSION'),
        ])
        .readonly(),
      defaultTruckType: z
        .tuple([z.literal('D22S'), z.literal('D22L'), z.literal('T24S'), z.literal('T24L')])
        .readonly(),
    }),
  })
  .meta({ id: 'AppConfig' });

/** {@link MapStyle} (config.api.ts). */
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
