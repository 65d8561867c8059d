import { daysBetween } from '../../src/core/calendar/workdays.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('Excel export', () => {
  test.use({ role: 'admin' });

  test('orders: typed numbers and dates (yyyy.mm.dd), sheet "Rendelések", widths, autofilter, frozen header', async ({
    api,
    tag,
    orders,
  }) => {
    const { grid } = orders;
    const name = `Export${tag}`;
    const order = await api.createOrder(`${name} Vevő`, `${name}-1`);
    await orders.openGridOn(name, 1);
    const book = await grid.exportWorkbook(/^rendelesek-\d{8}\.xlsx$/);
    expect(book.sheetNames).toEqual(['Rendelések']);
    book.expectFrame(1);
    expect(book.cell('Azonosító', 2)).toMatchObject({ t: 's', v: order.orderId });
    const kg = book.cell('Súly (kg)', 2);
    expect(kg?.t).toBe('n');
    expect(typeof kg?.v).toBe('number');
    expect(book.cell('Raklap', 2)?.t).toBe('n');
    expect(book.cell('Tételek', 2)).toMatchObject({ t: 'n', v: 1 });
    // The deadline as an Excel date: its day of the 1900 system (2027-03-01 is 46447), shown yyyy.mm.dd.
    const serial = daysBetween('1899-12-30', (await api.orderDates()).orderDeadlineDate);
    expect(book.cell('Szállítási határidő', 2)).toMatchObject({ t: 'n', v: serial, z: 'yyyy.mm.dd' });
    expect(book.cell('Státusz', 2)).toMatchObject({ t: 's', v: 'Új' });
  });

  test('freights: sheet "Fuvarok" with numeric kg and pallets', async ({ freights }) => {
    const { grid, keys } = freights;
    await freights.openByKeys();
    await grid.waitForRows();
    await grid.filterTo('E2E', 5);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    const book = await grid.exportWorkbook(/^fuvarok-\d{8}\.xlsx$/);
    expect(book.sheetNames).toEqual(['Fuvarok']);
    book.expectFrame(5);
    for (const header of ['Súly (kg)', 'Raklap'])
      book.column(header).forEach((cell, i) => {
        if (cell) expect(cell.t, `${header} ${i + 2}`).toBe('n');
      });
  });
});
