import { describe, expect, it } from 'vitest';
import { dateSensitiveFiles } from '../../../scripts/testFiles.mjs';

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
});
