import { proxy } from 'valtio';
import type { KeyOverrides } from '../../core/list/preferences.schemas.ts';
import { apiRequest } from '../api/http.ts';
import { applyOverrides, DEFAULT_KEYMAP, type KeyBinding } from './keymap.ts';

/** The user's key overrides (stored per user on the server under the `keymap` preference). */
export const keymapState = proxy({ overrides: {} as KeyOverrides });

/** The effective bindings: defaults with the user's overrides. */
export function effectiveKeymap(overrides: KeyOverrides = keymapState.overrides): KeyBinding[] {
  return applyOverrides(DEFAULT_KEYMAP, overrides);
}

/** Loads the signed-in user's overrides; failures keep the defaults. */
export async function loadKeyOverrides(): Promise<void> {
  try {
    const res = await apiRequest<{ value: KeyOverrides | null }>('GET', '/api/preferences/keymap', {
      errorMode: 'silent',
    });
    keymapState.overrides = res.value ?? {};
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
  await apiRequest('PUT', '/api/preferences/keymap', { body: { value: next } });
}
