import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../src/core/config/enums.ts';
import {
  closeTransition,
  isRecipientPhoneEditable,
  statusAfterSave,
} from '../../../src/core/orders/orderStatus.ts';

describe('order status transitions', () => {
  it('the phone changes in every status but closed', () => {
    expect(ORDER_STATUSES.filter((s) => !isRecipientPhoneEditable(s))).toEqual(['closed']);
  });

  it('a save makes an editable order invalid or new by its reasons; a planned one keeps its status', () => {
    expect(statusAfterSave(null, true)).toBe('invalid');
    expect(statusAfterSave(null, false)).toBe('new');
    expect(statusAfterSave('invalid', false)).toBe('new');
    expect(statusAfterSave('new', true)).toBe('invalid');
    expect(statusAfterSave('processing', true)).toBe('processing');
  });

  it('closing keeps the status, reopening restores it (new when unknown); repeats are refused', () => {
    expect(closeTransition('processing', null, true)).toEqual({
      ok: true,
      status: 'closed',
      statusBeforeClose: 'processing',
    });
    expect(closeTransition('closed', 'processing', false)).toEqual({
      ok: true,
      status: 'processing',
      statusBeforeClose: null,
    });
    expect(closeTransition('closed', null, false)).toMatchObject({ ok: true, status: 'new' });
    expect(closeTransition('closed', 'new', true)).toMatchObject({
      ok: false,
      error: { code: 'orders.alreadyClosed' },
    });
    expect(closeTransition('new', null, false)).toMatchObject({
      ok: false,
      error: { code: 'orders.notClosed' },
    });
  });
});
