import { beforeEach, describe, expect, it } from 'vitest';
import type { AppPath } from '../../../src/core/permissions/index.ts';
import { COMMAND_CATALOG, type CommandId } from '../../../src/web/commands/catalog.ts';
import type { CommandContext } from '../../../src/web/commands/commandTypes.ts';
import { isAvailable } from '../../../src/web/commands/registry.ts';
import {
  applyProcessingStatus,
  processingState,
  resetProcessing,
  showCombineResult,
} from '../../../src/web/state/processingState.ts';
import { buildCommandContext } from '../../factories/commandContext.factory.ts';

const ctx = buildCommandContext;

const available = (id: CommandId, c: CommandContext) => {
  const command = COMMAND_CATALOG.find((x) => x.id === id);
  if (!command) throw new Error(`no command ${id}`);
  return isAvailable(command, c);
};

const status = (over: Partial<NonNullable<typeof processingState.status>> = {}) => ({
  isAutoProcessing: false,
  isLastManual: false,
  isProcessing: false,
  hasUserActiveProcessingJob: false,
  jobsInFrontOfThisOne: 0,
  lastProcessingStatus: 'idle' as const,
  lastSmsResultCode: 0,
  newOrdersCount: 0,
  newPartialOrdersCount: 0,
  lastProcessingResultIds: [],
  activeJobId: null,
  isCancelling: false,
  progress: null,
  ...over,
});

describe('orders screen: Tervezésre küldés and Összevonás fuvarrá', () => {
  const extra = { 'orders.submitPlanning': () => {}, 'orders.combine': () => {} };
  const view = { id: 'orders', actions: { extra } };
  const delivery = { orderId: 'A', type: 'delivery' };
  const pickup = { orderId: 'P', type: 'pickup' };

  it('need selected rows on the orders view that offers them (editors)', () => {
    expect(available('orders.submitPlanning', ctx({ view, selection: [delivery, pickup] }))).toBe(true);
    expect(available('orders.submitPlanning', ctx({ view, selection: [] }))).toBe(false);
    expect(
      available('orders.submitPlanning', ctx({ view: { id: 'orders', actions: {} }, selection: [delivery] })),
    ).toBe(false);
    expect(available('orders.submitPlanning', ctx({ view, selection: [delivery], modal: 'dialog' }))).toBe(
      false,
    );
  });

  it('combination takes delivery orders only', () => {
    expect(
      available('orders.combine', ctx({ view, selection: [delivery, { ...delivery, orderId: 'B' }] })),
    ).toBe(true);
    expect(available('orders.combine', ctx({ view, selection: [delivery, pickup] }))).toBe(false);
  });
});

describe('bottom bar commands', () => {
  beforeEach(() => resetProcessing());

  it('Tervezés megszakítása: only for the user’s active job, not while it is being cancelled', () => {
    expect(available('processing.cancel', ctx())).toBe(false);
    applyProcessingStatus(
      status({ isProcessing: true, hasUserActiveProcessingJob: true, activeJobId: 'j1' }),
    );
    expect(available('processing.cancel', ctx())).toBe(true);
    expect(available('processing.cancel', ctx({ modal: 'palette' }))).toBe(false);
    applyProcessingStatus(
      status({ hasUserActiveProcessingJob: true, activeJobId: 'j1', isCancelling: true }),
    );
    expect(available('processing.cancel', ctx())).toBe(false);
  });

  it('the auto-processing switch needs the processing status (seeOrdersProcessing)', () => {
    expect(available('processing.toggleAuto', ctx())).toBe(false);
    applyProcessingStatus(status());
    expect(available('processing.toggleAuto', ctx())).toBe(true);
  });

  it('Szűrés: a card with freights and the right to open /freights; it navigates there filtered', () => {
    expect(available('resultCard.filter', ctx())).toBe(false);
    showCombineResult(['1001', '1002']);
    expect(available('resultCard.filter', ctx({ can: (p: AppPath) => p !== '/freights' }))).toBe(false);
    const went: string[] = [];
    const c = ctx({ navigate: (to) => void went.push(to) });
    expect(available('resultCard.filter', c)).toBe(true);
    void COMMAND_CATALOG.find((x) => x.id === 'resultCard.filter')?.run(c);
    expect(went).toEqual(['/freights?freightId=1001,1002']);
    expect(processingState.resultCard).not.toBeNull();
  });
});
