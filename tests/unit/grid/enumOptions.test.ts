import { describe, expect, it } from 'vitest';
import { enumLabel, enumOptions } from '../../../src/web/grid/enumOptions.ts';
import { translate } from '../../../src/web/i18n/i18n.ts';

const STATUSES = ['new', 'cancelled'] as const;

describe('enumLabel / enumOptions', () => {
  it("labels a list's value by its locale key and shows a value outside the list as it is", () => {
    const label = enumLabel(STATUSES, (s) => `freights.status.${s}`);
    expect(label('new')).toBe(translate('freights.status.new'));
    expect(label('cancelled')).toBe('Törölve');
    expect(label('somethingNew')).toBe('somethingNew');
  });

  it("gives every value of the list as an option with its label, in the list's order", () => {
    expect(enumOptions(STATUSES, (s) => s.toUpperCase())).toEqual([
      { value: 'new', label: 'NEW' },
      { value: 'cancelled', label: 'CANCELLED' },
    ]);
  });
});
