import { proxy } from 'valtio';
import { PREFERENCES_API } from '../../core/list/preferences.api.ts';
import type { KeyOverrides } from '../../core/list/preferences.schemas.ts';
import { callApi } from '../api/callApi.ts';
import { applyOverrides, DEFAULT_KEYMAP, type KeyBinding } from './keymap.ts';

/** The user's key overrides (stored per user on the server under the `keymap` preference). */
/** The preference view that holds the key overrides. */
const KEYMAP_VIEW = 'keymap';

export const keymapState = proxy({ overrides: {} as KeyOverrides });

/** The effective bindings: defaults with the user's overrides. */
export function effectiveKeymap(overrides: KeyOverrides = keymapState.overrides): KeyBinding[] {
  return applyOverrides(DEFAULT_KEYMAP, overrides);
}

/** Rebindings made in this page: a load that started before one must not undo it. */
let localChanges = 0;

/**
 * Loads the signed-in user's overrides; failures keep the defaults. An answer that comes after the
 * user rebound a key here (the help opened at once on a slow start) is dropped: the rebinding was
 * saved on top of what the server held, so the page already has the newer set.
 */
export async function loadKeyOverrides(call: typeof callApi = callApi): Promise<void> {
  const changesBefore = localChanges;
  let loaded: KeyOverrides;
  try {
    const res = await call(PREFERENCES_API.get, { params: { view: KEYMAP_VIEW }, errorMode: 'silent' });
    loaded = (res.value as KeyOverrides | null) ?? {};
  } catch {
    loaded = {};
  }
  if (localChanges === changesBefore) keymapState.overrides = loaded;
}

/** Stores one override ('' unbinds, null restores the default); `call` is the API's (tests: a fake). */
export async function saveKeyOverride(
  command: string,
  keys: string | null,
  call: typeof callApi = callApi,
): Promise<void> {
  localChanges += 1;
  const next = { ...keymapState.overrides };
  if (keys === null) delete next[command];
  else next[command] = keys;
  keymapState.overrides = next;
  await call(PREFERENCES_API.save, { params: { view: KEYMAP_VIEW }, body: { value: next } });
}
