import { describe, expect, it } from 'vitest';
import {
  BUSINESS_EVENT_ACTIONS,
  diffRecords,
  EVENT_ACTIONS,
  EVENT_ENTITIES,
  eventFiltersSchema,
  eventSearchText,
  maskSecrets,
} from '../../../src/core/events/events.schemas.ts';
import {
  actionLabel,
  changeSummary,
  entityLabel,
  fieldLabel,
  formatChangeValue,
} from '../../../src/web/features/events/eventLabels.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('event log: core helpers', () => {
  it('diffs two records field by field, leaving out versions and timestamps', () => {
    const changes = diffRecords(
      { a: 1, b: 'x', list: [1, 2], __v: 1, updatedAt: 'then' },
      { a: 1, b: 'y', list: [1, 3], __v: 2, updatedAt: 'now', c: true },
    );
    expect(changes).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'list', before: [1, 2], after: [1, 3] },
      { field: 'c', before: null, after: true },
    ]);
  });

  it('builds the lower-case search text from fields, values, user name and entity id', () => {
    const changes = [
      { field: 'truckLicensePlateNumber', before: 'ABC-1', after: 'XYZ-2' },
      { field: 'docks', before: null, after: [{ name: 'Rámpa Ő' }] },
    ];
    expect(eventSearchText(changes, 'Admin', 'V-9')).toBe(
      'trucklicenseplatenumber abc-1 xyz-2 docks [{"name":"rámpa ő"}] admin v-9',
    );
    expect(eventSearchText([], null, null)).toBe('');
  });

  it('masks secrets at any depth but keeps empty values visible', () => {
    expect(
      maskSecrets({ hook: { url: 'u', xApiKey: 'k' }, list: [{ token: 't' }], xApiKey: '' }, [
        'xApiKey',
        'token',
      ]),
    ).toEqual({ hook: { url: 'u', xApiKey: '***' }, list: [{ token: '***' }], xApiKey: '' });
  });

  it('parses the filters: comma lists, ISO dates, ordered range', () => {
    expect(eventFiltersSchema.parse({ entity: 'vehicle, user,', from: '2026-01-31' })).toMatchObject({
      entity: ['vehicle', 'user'],
      from: '2026-01-31',
    });
    expect(eventFiltersSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(eventFiltersSchema.safeParse({ from: '2026.01.01' }).success).toBe(false);
    expect(eventFiltersSchema.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(false);
  });
});

describe('event log: Hungarian labels', () => {
  it('has a Hungarian label for every known entity and action', () => {
    for (const e of EVENT_ENTITIES) expect(entityLabel(e), e).not.toBe(e);
    for (const a of [...EVENT_ACTIONS, ...BUSINESS_EVENT_ACTIONS]) expect(actionLabel(a), a).not.toBe(a);
    expect(entityLabel('vehicle')).toBe('Jármű');
    expect(actionLabel('updated')).toBe('Módosítás');
  });

  it('falls back to the raw name for an unknown entity, action or field', () => {
    expect(entityLabel('somethingNew')).toBe('somethingNew');
    expect(actionLabel('some_event')).toBe('some_event');
    expect(fieldLabel('oddField')).toBe('oddField');
  });

  it('formats values and summarises the changed fields', () => {
    expect(formatChangeValue(null)).toBe('—');
    expect(formatChangeValue(true)).toBe('Igen');
    expect(formatChangeValue(false)).toBe('Nem');
    expect(formatChangeValue([{ name: 'R1' }])).toBe('[{"name":"R1"}]');
    expect(formatChangeValue(12)).toBe('12');
    const change = (field: string) => ({ field, before: null, after: 1 });
    expect(changeSummary({ changes: [change('truckLicensePlateNumber'), change('crane')] })).toBe(
      'Rendszám, Darus',
    );
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(change);
    expect(changeSummary({ changes: many })).toBe('a, b, c, d, e, f … (+2)');
  });
});
