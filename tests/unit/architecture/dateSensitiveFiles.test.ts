import { describe, expect, it } from 'vitest';
import { dateSensitiveFiles } from '../../../scripts/testFiles.mjs';
import { movedClockProblem, shiftMs } from '../../support/movedClockShift.ts';

// The moved-clock stage (npm run test:clock, scripts/testMovedClock.mjs) runs only the files whose
// results the clock can change: each one more runs three more times.
describe('the date-sensitive test files', () => {
  it('are those whose code reads the clock, not those that only quote such code', () => {
    const files = dateSensitiveFiles(['tests/unit/architecture', 'tests/unit/auth']);
    // tokens.test.ts moves the clock (setSystemTime).
    expect(files).toContain('tests/unit/auth/tokens.test.ts');
    // Its samples ('expect(Date.now() - t0)…') are strings, checked by a parser, not run.
    expect(files).not.toContain('tests/unit/architecture/timeAssertions.test.ts');
  });

  it('include a file reaching the date of today only through the modules it imports', () => {
    // commands.test.ts imports the command catalogue, which reaches the screens' date helpers
    // (`today…()`) through other modules, never one of them directly.
    expect(dateSensitiveFiles(['tests/unit/terminal'])).toContain('tests/unit/terminal/commands.test.ts');
  });

  it('leave out a clock read traced to a stamp no code reads back (the road graph header)', () => {
    // Their only clock reads: durations and roadGraphFile.ts's `importedAt` stamp.
    expect(dateSensitiveFiles(['tests/unit/roads'])).toEqual([]);
  });
});

describe('the moved-clock check of each worker', () => {
  const DAY = 86_400_000;
  it('reads faketime offsets', () => {
    expect(shiftMs('+31d')).toBe(31 * DAY);
    expect(shiftMs('-400d')).toBe(-400 * DAY);
    expect(shiftMs('+12h')).toBe(12 * 3_600_000);
    expect(shiftMs('+2y')).toBe(730 * DAY);
    expect(shiftMs('@2030-01-01 00:00:00')).toBeNull();
  });

  it('passes a clock the shift ahead of the run, fails one that did not move', () => {
    expect(movedClockProblem('+31d', 31 * DAY + 5_000)).toBeNull();
    expect(movedClockProblem('-400d', -400 * DAY + 5_000)).toBeNull();
    expect(movedClockProblem('+31d', 5_000)).toMatch(/not \+31d/);
    expect(movedClockProblem('+1826d', 1827 * DAY)).toMatch(/not \+1826d/);
    expect(movedClockProblem('tomorrow', 0)).toMatch(/not an offset/);
  });
});
