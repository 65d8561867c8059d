import { describe, expect, it } from 'vitest';
import { recordIdsOfParam } from '../../../src/core/freights/freights.schemas.ts';
import { parseJump } from '../../../src/web/commands/jumps.ts';
import '../../../src/web/features/freights/freightCommands.ts';
import '../../../src/web/features/pickups/pickupCommands.ts';
import { freightColumns, toFreightGridRow } from '../../../src/web/features/freights/freightRows.ts';

describe('freights and pickups screens: web logic', () => {
  it('reads ?freightId= as a list of numbers; blanks and spaces are dropped, nothing narrows nothing', () => {
    expect(recordIdsOfParam('1001,1002')).toEqual(['1001', '1002']);
    expect(recordIdsOfParam(' 1001 , ,1003 ')).toEqual(['1001', '1003']);
    expect(recordIdsOfParam(null)).toEqual([]);
    expect(recordIdsOfParam('')).toEqual([]);
    expect(recordIdsOfParam('x'.repeat(5000))).toEqual([]);
  });

  it('transporter users get the grid without the money, transporter and planning columns', () => {
    const planner = freightColumns(false).map((c) => c.field);
    const transporter = freightColumns(true).map((c) => c.field);
    expect(planner).toEqual(
      expect.arrayContaining(['freightCost', 'freightIncome', 'transporterName', 'fillPercent']),
    );
    for (const f of ['freightCost', 'freightIncome', 'transporterName', 'fillPercent', 'isPartial'])
      expect(transporter).not.toContain(f);
    expect(transporter).toEqual(expect.arrayContaining(['freightId', 'status', 'deliveryDate', 'route']));
  });

  it('a list row shows its flags as option values and the fill rate in percent', () => {
    const row = toFreightGridRow({ isPartial: true, fillRate: 0.8333 } as Parameters<
      typeof toFreightGridRow
    >[0]);
    expect(row).toMatchObject({ isPartial: 'true', fillPercent: 83.3 });
    expect(toFreightGridRow({ isPartial: false, fillRate: null } as never)).toMatchObject({
      isPartial: 'false',
      fillPercent: null,
    });
  });

  it('"fuvar 1234" and "átvét 12" jump to the narrowed list with the details panel open', () => {
    const [freight] = parseJump('fuvar 1234');
    expect(freight?.kind.target(freight.id)).toBe('/freights?freightId=1234&open=1234');
    const [pickup] = parseJump('átvét 12');
    expect(pickup?.kind.target(pickup.id)).toBe('/pickups?pickupId=12&open=12');
  });
});
