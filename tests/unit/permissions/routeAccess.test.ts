import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeAccessSnapshot } from './routeAccessSnapshot.ts';

// Captured from the code before the one route table replaced APP_ROUTES, the allow-lists and the
// hand-written menu: the table must reproduce every decision.
const SNAPSHOT = JSON.parse(readFileSync(new URL('./routeAccess.snapshot.json', import.meta.url), 'utf8'));

describe('route access equals the captured snapshot', () => {
  const now = JSON.parse(JSON.stringify(routeAccessSnapshot()));
  for (const part of Object.keys(SNAPSHOT)) {
    it(part, () => expect(now[part]).toEqual(SNAPSHOT[part]));
  }
  it('has no part the snapshot lacks', () => expect(Object.keys(now)).toEqual(Object.keys(SNAPSHOT)));
});
