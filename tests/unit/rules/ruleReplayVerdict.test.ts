import { describe, expect, it } from 'vitest';
import { formatReplayReport, replayRules, replayVerdict } from '../../../src/core/rules/ruleReplay.ts';
import type { EntityResult } from '../../../src/core/rules/ruleResults.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const result = (over: Partial<EntityResult> = {}): EntityResult => ({
  fields: {},
  warnings: [],
  denied: {},
  changes: {},
  ...over,
});
const message = (text: string, extra: Record<string, unknown> = {}) => ({
  message: text,
  rule: 'r',
  ...extra,
});

describe('what-if replay tells refusals, warnings and computed values apart (issue 36)', () => {
  it('a record newly refused, no longer refused, newly warned, with its changed values from → to', () => {
    const refused = result({ fields: { orderItems: message('Legfeljebb 33 raklap!') } });
    expect(replayVerdict(result(), refused)).toMatchObject({ newlyRefused: true, noLongerRefused: false });
    expect(replayVerdict(refused, result())).toMatchObject({ newlyRefused: false, noLongerRefused: true });
    // A refused field refuses too; an invalid-order reason does not (the order is saved as invalid).
    expect(replayVerdict(result(), result({ denied: { comment: message('Nem') } })).newlyRefused).toBe(true);
    const invalid = result({
      fields: { deliveryAddress: message('Nem geokódolható', { invalidReason: 'X' }) },
    });
    expect(replayVerdict(result(), invalid).newlyRefused).toBe(false);
    const warned = result({ warnings: [{ code: 'CAPACITY', message: 'Nem fér fel', rule: 'r' }] });
    expect(replayVerdict(warned, warned).newlyWarned).toEqual([]);
    expect(replayVerdict(result(), warned).newlyWarned).toEqual(['CAPACITY']);
    const moved = replayVerdict(
      result({ changes: { expectedDeadlineDate: '2026-03-02', deliveryToSite: true } }),
      result({ changes: { expectedDeadlineDate: '2026-03-03', deliveryToSite: true } }),
    );
    expect(moved).toEqual({
      newlyRefused: false,
      noLongerRefused: false,
      newlyWarned: [],
      changedValues: [{ field: 'expectedDeadlineDate', from: '2026-03-02', to: '2026-03-03' }],
    });
  });

  it('totals count records per verdict, not differences: 2 newly refused among 5 changed', async () => {
    const rows = ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, facts: { id } }));
    const now = rows.map(() => result({ changes: { expectedDeadlineDate: '2026-03-02' } }));
    const then = rows.map((r, i) =>
      result({
        changes: { expectedDeadlineDate: '2026-03-03' },
        ...(i < 2 ? { fields: { orderItems: message(`Túl sok ${r.id}`) } } : {}),
      }),
    );
    const report = await replayRules({
      entity: 'order',
      rows,
      ctx: {},
      current: async () => now,
      draft: async () => then,
    });
    expect(report.changed).toHaveLength(5);
    expect(report.totals).toEqual({ newlyRefused: 2, noLongerRefused: 0, newlyWarned: 0, changedValues: 5 });
    expect(report.changed.map((c) => c.verdict.newlyRefused)).toEqual([true, true, false, false, false]);
    const lines = formatReplayReport(report);
    expect(lines[1]).toBe(
      '  newly refused 2, no longer refused 0, newly warned 0, changed computed values 5',
    );
    expect(lines[2]).toBe('  A [NEWLY REFUSED]');
  });
});
