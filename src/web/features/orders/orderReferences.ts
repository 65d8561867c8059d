import { useEffect, useState } from 'react';
import { BASE_CONFIG_API } from '../../../core/baseConfig/baseConfig.api.ts';
import { CALENDAR_API } from '../../../core/calendar/calendar.api.ts';
import { buildCalendar, type WorkdayCalendar } from '../../../core/calendar/workdays.ts';
import type { DELIVERY_INTERVAL_TYPES } from '../../../core/config/enums.ts';
import type { ExternalIdName } from '../../../core/externalIds/externalIdNames.schemas.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { IMPORT_PALLET_TYPES } from '../../../core/orders/import/importPalletTypes.ts';
import type { RulesContextInput } from '../../../core/rules/ruleFacts.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import type { Factory } from '../../../core/sites/sites.schemas.ts';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { loadExternalIdNames } from '../../externalIds/state.ts';

/** What the orders screen and form read besides orders: sites, trucks, calendar, settings, id names. */
export interface OrderReferences {
  factories: Factory[];
  vehicles: Vehicle[];
  calendar: WorkdayCalendar;
  overrides: { date: string; workday: boolean }[];
  deliveryInterval: number;
  deliveryIntervalType: (typeof DELIVERY_INTERVAL_TYPES)[number];
  /** The order's external ids (the page's shared names, externalIds/state.ts); null when that call is not there. */
  externalIdNames: ExternalIdName[] | null;
}

/** The named three of business.md §3, used while no external-id settings exist. */
export const FALLBACK_EXTERNAL_IDS = ['orderNr', 'incoterm', 'deliverySpec'] as const;

const optional = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);

/** Loads the references once (each optional part falls back quietly; nothing is invented). */
export async function loadOrderReferences(): Promise<OrderReferences> {
  const silent = { errorMode: 'silent' } as const;
  const [factories, vehicles, overrides, baseConfig, idNames] = await Promise.all([
    optional(
      callApi(SITES_API.factories, silent).then((a) => asListResult(a).result),
      [],
    ),
    optional(callApi(VEHICLES_API.active, silent), []),
    optional(
      callApi(CALENDAR_API.list, silent).then((a) => asListResult(a).result),
      [],
    ),
    optional(callApi(BASE_CONFIG_API.get, silent), null),
    // The names the grid's columns load too (one request for both, kept for the page).
    optional(loadExternalIdNames(), null),
  ]);
  const days = overrides.map((o) => ({ date: o.date, workday: o.workday }));
  return {
    factories: factories.filter((f) => f.isActive),
    vehicles,
    calendar: buildCalendar(days),
    overrides: days,
    deliveryInterval: baseConfig?.deliveryInterval ?? 5,
    deliveryIntervalType: baseConfig?.deliveryIntervalType ?? 'workday',
    externalIdNames: idNames?.lists.order ?? null,
  };
}

/** The references, loaded once per screen visit (a new visit reloads them). */
export function useOrderReferences(): OrderReferences | null {
  const [refs, setRefs] = useState<OrderReferences | null>(null);
  useEffect(() => {
    let live = true;
    void loadOrderReferences().then((r) => live && setRefs(r));
    return () => {
      live = false;
    };
  }, []);
  return refs;
}

/** The rules context of an order check: calendar, delivery interval, the active trucks and pallet types (capacity). */
export function orderRulesContext(refs: OrderReferences): RulesContextInput {
  return {
    calendar: refs.overrides,
    deliveryInterval: refs.deliveryInterval,
    deliveryIntervalType: refs.deliveryIntervalType,
    vehicles: refs.vehicles.map((v) => ({
      vehicleId: v.vehicleId,
      active: v.active,
      default: v.default,
      palletCapacity: v.palletCapacity,
      kgCapacity: v.kgCapacity,
    })),
    palletTypes: IMPORT_PALLET_TYPES,
  };
}

/** External id keys the order shows: the configured ones, else the named three. */
export function orderExternalIdKeys(refs: OrderReferences | null): { name: string; label: string | null }[] {
  if (refs?.externalIdNames && refs.externalIdNames.length > 0)
    return refs.externalIdNames.map((n) => ({ name: n.name, label: n.displayName }));
  return FALLBACK_EXTERNAL_IDS.map((name) => ({ name, label: null }));
}
