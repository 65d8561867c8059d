import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '../../../src/core/errors/messages.ts';
import { FREIGHT_ERRORS } from '../../../src/core/freights/freights.errors.ts';
import { ApiError } from '../../../src/web/api/apiErrors.ts';
import {
  isStaleVersion,
  type SaveWarning,
  saveWithWarnings,
  warningsOfRefusal,
} from '../../../src/web/truckJobs/saveWithWarnings.ts';

const CODE = FREIGHT_ERRORS.confirmationNeeded.code;
const past: SaveWarning = { code: 'dateInPast', message: 'A szállítási dátum a múltban van!' };
const needsConfirmation = (details: Record<string, string>) =>
  new ApiError(409, { ...FREIGHT_ERRORS.confirmationNeeded, details }, '/api/freights/1/0');

/** A save whose server answers in turn from `answers` (an Error is thrown), recording each `confirmed`. */
function harness(local: SaveWarning[], answers: unknown[], replies: boolean[]) {
  const sent: boolean[] = [];
  const asked: (readonly SaveWarning[])[] = [];
  const run = saveWithWarnings({
    check: async () => local,
    send: async (confirmed) => {
      sent.push(confirmed);
      const a = answers.shift();
      if (a instanceof Error) throw a;
      return a as string;
    },
    ask: async (warnings) => {
      asked.push(warnings);
      return replies.shift() ?? false;
    },
    confirmationCode: CODE,
  });
  return { run, sent, asked };
}

describe('saveWithWarnings: one confirmation of every warning before a save', () => {
  it('sends unconfirmed without asking when the rules find no warning', async () => {
    const h = harness([], ['ok'], []);
    expect(await h.run).toEqual({ saved: true, value: 'ok' });
    expect(h.sent).toEqual([false]);
    expect(h.asked).toEqual([]);
  });

  it('lists the local warnings once; confirming sends confirmed: true', async () => {
    const h = harness([past], ['ok'], [true]);
    expect(await h.run).toEqual({ saved: true, value: 'ok' });
    expect(h.asked).toEqual([[past]]);
    expect(h.sent).toEqual([true]);
  });

  it('going back sends nothing', async () => {
    const h = harness([past], ['ok'], [false]);
    expect(await h.run).toEqual({ saved: false });
    expect(h.sent).toEqual([]);
  });

  it("asks with the server's warnings when it still answers confirmationNeeded, then resends confirmed", async () => {
    const h = harness([], [needsConfirmation({ dateInPast: past.message }), 'ok'], [true]);
    expect(await h.run).toEqual({ saved: true, value: 'ok' });
    expect(h.asked).toEqual([[past]]);
    expect(h.sent).toEqual([false, true]);
  });

  it('other refusals (a stale version) reach the caller', async () => {
    const stale = new ApiError(409, { ...COMMON_ERRORS.staleVersion }, '/api/freights/1/0');
    const h = harness([], [stale], []);
    await expect(h.run).rejects.toBe(stale);
    expect(isStaleVersion(stale)).toBe(true);
    expect(isStaleVersion(needsConfirmation({}))).toBe(false);
    expect(warningsOfRefusal(stale, CODE)).toBeNull();
  });
});
