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

/** Loads the signed-in user's overrides; failures keep the defaults. */
export async function loadKeyOverrides(): Promise<void> {
  try {
    const res = await callApi(PREFERENCES_API.get, { params: { view: KEYMAP_VIEW }, errorMode: 'silent' });
    keymapState.overrides = (res.value as KeyOverrides | null) ?? {};
  } catch {
    keymapState.overrides = {};
  }
}

/** Stores one override ('' unbinds, null restores the default). */
export async function saveKeyOverride(command: string, keys: string | null): Promise<void> {
  const next = { ...keymapState.overrides };
  if (keys === null) delete next[command];
  else next[command] = keys;
  keymapState.overrides = next;
  await callApi(PREFERENCES_API.save, { params: { view: KEYMAP_VIEW }, body: { value: next } });
}
