import { describe, expect, it, vi } from 'vitest';

/** The API calls the keymap state made, answered by the test in the order it chooses. */
const calls: { body: unknown; answer(value: unknown): void }[] = [];
vi.mock('../../../src/web/api/callApi.ts', () => ({
  callApi: (_endpoint: unknown, options: { body?: unknown }) =>
    new Promise((resolve) => calls.push({ body: options.body, answer: resolve })),
}));

const { keymapState, loadKeyOverrides, saveKeyOverride } = await import(
  '../../../src/web/keyboard/keymapState.ts'
);

describe('the user key overrides of the page (keymapState)', () => {
  it('a rebinding made while the stored overrides still load is not undone by their answer', async () => {
    calls.length = 0;
    keymapState.overrides = {};
    const loading = loadKeyOverrides();
    const saving = saveKeyOverride('palette.open', 'Alt+P');
    expect(keymapState.overrides).toEqual({ 'palette.open': 'Alt+P' });
    expect(calls[1]?.body).toEqual({ value: { 'palette.open': 'Alt+P' } });
    // The load's answer (what the server held before the save) comes last.
    calls[1]?.answer({});
    calls[0]?.answer({ value: { 'nav.orders': 'g o' } });
    await Promise.all([loading, saving]);
    expect(keymapState.overrides).toEqual({ 'palette.open': 'Alt+P' });
  });

  it('without a rebinding in the page, the loaded overrides apply', async () => {
    calls.length = 0;
    keymapState.overrides = {};
    const loading = loadKeyOverrides();
    calls[0]?.answer({ value: { 'nav.orders': 'g o' } });
    await loading;
    expect(keymapState.overrides).toEqual({ 'nav.orders': 'g o' });
  });
});
