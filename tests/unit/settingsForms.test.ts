import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseConfig } from '../../src/core/baseConfig/baseConfig.schemas.ts';
import {
  canEditBaseConfig,
  canEditSuperadminBaseConfig,
} from '../../src/core/baseConfig/baseConfigAccess.ts';
import { ALL_MODULES_ACTIVE, ROLES } from '../../src/core/permissions/index.ts';
import { DEFAULT_BASE_CONFIG } from '../../src/server/db/seed/seed.ts';
import { externalIdColumns } from '../../src/web/externalIds/externalIdColumns.ts';
import { changedFields, formErrors, toForm } from '../../src/web/features/settings/baseConfigForm.ts';
import { configProblem, moduleChange, withFlag } from '../../src/web/features/settings/moduleSettingsForm.ts';
import { guardedNavigate, setNavigationGuard } from '../../src/web/shell/navigationGuard.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';

const BOTH = 'both ends';
const config: BaseConfig = {
  id: 'c1',
  __v: 3,
  ...DEFAULT_BASE_CONFIG,
  openingHours: [{ weekday: 1, from: '6:00', to: '22:00' }],
};

describe('base-config form', () => {
  it('sends only the changed fields with the edited version', () => {
    const original = toForm(config);
    const form = {
      ...original,
      deliveryInterval: 7,
      hours: { ...original.hours, 6: { from: '8:00', to: '12:00' } },
    };
    expect(changedFields(original, form, 3)).toEqual({
      deliveryInterval: 7,
      openingHours: [
        { weekday: 1, from: '6:00', to: '22:00' },
        { weekday: 6, from: '8:00', to: '12:00' },
      ],
      __v: 3,
    });
    expect(changedFields(original, original, 3)).toEqual({ __v: 3 });
  });

  it('checks the form with the server schema: required, bounds, percent, URL, opening hours', () => {
    const form = toForm(config);
    expect(formErrors(form, BOTH)).toEqual({});
    const bad = {
      ...form,
      deliveryInterval: null,
      lengthOfTimeSlot: 0,
      transporterReplyDeadline: 1000,
      fuzzySearch: { enabled: true, threshold: 120 },
      proxyConfig: { url: 'nem url', xApiKey: '', sendMessage: true },
      hours: { ...form.hours, 2: { from: '8:00', to: '' }, 3: { from: '18:00', to: '8:00' } },
    };
    expect(formErrors(bad, BOTH)).toEqual({
      deliveryInterval: 'A mező kitöltése kötelező!',
      lengthOfTimeSlot: 'Pozitív egész számot adjon meg!',
      transporterReplyDeadline: 'Kisebb számot adjon meg mint 720!',
      'fuzzySearch.threshold': '0 és 100 közé eső számot adjon meg!',
      'proxyConfig.url': expect.stringMatching(/^Az URL formátuma nem megfelelő/),
      'hours.2': BOTH,
      'hours.3': 'Hibás intervallum!',
    });
  });

  it('has no superadmin parts for a role that did not receive them', () => {
    const { fuzzySearch, proxyConfig, ...common } = config;
    const form = toForm(common);
    expect(form).not.toHaveProperty('fuzzySearch');
    expect(form).not.toHaveProperty('proxyConfig');
  });

  it('who may edit: admins, the logistics manager while the base module allows it; superadmin parts only the superadmin', () => {
    const withFlag = (v: boolean) => ({
      ...ALL_MODULES_ACTIVE,
      activeConfigs: { base: { logisticsManagerCanModifyBaseConfig: v } },
    });
    expect(canEditBaseConfig(ROLES.ADMIN, withFlag(false))).toBe(true);
    expect(canEditBaseConfig(ROLES.LOGISTICS_MANAGER, withFlag(true))).toBe(true);
    expect(canEditBaseConfig(ROLES.LOGISTICS_MANAGER, withFlag(false))).toBe(false);
    expect(canEditBaseConfig(ROLES.LOGISTICS_VIEWER, withFlag(true))).toBe(false);
    expect(canEditSuperadminBaseConfig(ROLES.SUPERADMIN, withFlag(true))).toBe(true);
    expect(canEditSuperadminBaseConfig(ROLES.ADMIN, withFlag(true))).toBe(false);
  });
});

describe('module settings form', () => {
  it('accepts a JSON object and explains anything else', () => {
    expect(configProblem('{"a": 1}')).toBeNull();
    expect(configProblem('{')?.key).toBe('settings.moduleConfigInvalid');
    expect(configProblem('[1]')?.key).toBe('settings.moduleConfigNotObject');
    expect(configProblem('null')?.key).toBe('settings.moduleConfigNotObject');
    expect(configProblem(JSON.stringify({ a: 'x'.repeat(20_001) }))?.key).toBe(
      'settings.moduleConfigTooLong',
    );
  });

  it('sends only what changed; a re-formatted but equal config is no change', () => {
    const before = {
      id: 'm',
      key: 'statistics' as const,
      active: true,
      configText: '{"allowProductionUsers": false}',
    };
    expect(moduleChange(before, { ...before, configText: '{ "allowProductionUsers" : false }' })).toEqual({});
    expect(moduleChange(before, { ...before, active: false })).toEqual({ active: false });
    const flagged = { ...before, configText: withFlag(before.configText, 'allowProductionUsers', true) };
    expect(moduleChange(before, flagged)).toEqual({ config: { allowProductionUsers: true } });
  });
});

describe('external id columns for grids', () => {
  it('main first, then in order; editable by the roles listed', () => {
    const doc = {
      lists: {
        cargo: [],
        freight: [],
        order: [
          buildExternalIdName({ name: 'a', displayName: 'A', rolesAllowedToEdit: ['admin'] }),
          buildExternalIdName({ name: 'b', displayName: 'B', main: true, rolesAllowedToEdit: [] }),
        ],
        orderItem: [],
        pickup: [],
      },
      versions: { cargo: 0, freight: 0, order: 1, orderItem: 0, pickup: 0 },
    };
    const cols = externalIdColumns(doc, 'order', 'admin');
    expect(cols.map((c) => [c.field, c.header, c.main, c.editable])).toEqual([
      ['externalIds.b', 'B', true, false],
      ['externalIds.a', 'A', false, true],
    ]);
    expect(externalIdColumns(null, 'order', 'admin')).toEqual([]);
  });
});

describe('navigation guard', () => {
  const pushState = vi.fn();
  const replaceState = vi.fn();
  vi.stubGlobal('history', { pushState, replaceState });
  vi.stubGlobal('location', { pathname: '/logistics/basic-settings', search: '' });
  // The unit files share one process per worker (vitest.config.ts): the stubs end with this file.
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    pushState.mockClear();
    replaceState.mockClear();
  });

  it('holds a navigation until the guard proceeds; replacing ones and the current path pass', () => {
    let proceed: (() => void) | null = null;
    const remove = setNavigationGuard((p) => {
      proceed = p;
    });
    guardedNavigate('/logistics/vehicles');
    expect(pushState).not.toHaveBeenCalled();
    expect(proceed).not.toBeNull();
    (proceed as unknown as () => void)();
    expect(pushState).toHaveBeenCalledWith(null, '', '/logistics/vehicles');

    guardedNavigate('/logistics/login', { replace: true });
    expect(replaceState).toHaveBeenCalledTimes(1);
    guardedNavigate('/logistics/basic-settings');
    expect(pushState).toHaveBeenCalledTimes(2);

    remove();
    guardedNavigate('/logistics/orders');
    expect(pushState).toHaveBeenCalledTimes(3);
  });
});
