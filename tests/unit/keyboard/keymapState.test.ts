import { describe, expect, it } from 'vitest';
import type { callApi } from '../../../src/web/api/callApi.ts';
import { keymapState, loadKeyOverrides, saveKeyOverride } from '../../../src/web/keyboard/keymapState.ts';

/** A stand-in for the API: each call waits until the test answers it, in the order the test chooses. */
function heldCalls() {
  const calls: { body: unknown; answer(value: unknown): void }[] = [];
  const call = ((_endpoint: unknown, options: { body?: unknown }) =>
    new Promise((resolve) => calls.push({ body: options.body, answer: resolve }))) as typeof callApi;
  return { calls, call };
}

describe('the user key overrides of the page (keymapState)', () => {
  it('a rebinding made while the stored overrides still load is not undone by their answer', async () => {
    const { calls, call } = heldCalls();
    keymapState.overrides = {};
    const loading = loadKeyOverrides(call);
    const saving = saveKeyOverride('palette.open', 'Alt+P', call);
    expect(keymapState.overrides).toEqual({ 'palette.open': 'Alt+P' });
    expect(calls[1]?.body).toEqual({ value: { 'palette.open': 'Alt+P' } });
    // The load's answer (what the server held before the save) comes last.
    calls[1]?.answer({});
    calls[0]?.answer({ value: { 'nav.orders': 'g o' } });
    await Promise.all([loading, saving]);
    expect(keymapState.overrides).toEqual({ 'palette.open': 'Alt+P' });
  });

  it('without a rebinding in the page, the loaded overrides apply', async () => {
    const { calls, call } = heldCalls();
    keymapState.overrides = {};
    const loading = loadKeyOverrides(call);
    calls[0]?.answer({ value: { 'nav.orders': 'g o' } });
    await loading;
    expect(keymapState.overrides).toEqual({ 'nav.orders': 'g o' });
  });
});
