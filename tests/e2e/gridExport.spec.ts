import { expect, test } from './support/fixtures.ts';

test.describe('Excel export', () => {
  test.use({ role: 'admin' });

  test('orders: typed numbers and dates (yyyy.mm.dd), sheet "Rendelések", widths, autofilter, frozen header', async ({
    api,
    tag,
    orders,
  }) => {
    const { grid, keys } = orders;
    const name = `Export${tag}`;
    const order = await api.createOrder(`${name} Vevő`, `${name}-1`);
    await orders.openByKeys();
    await grid.waitForRows();
    await grid.filterTo(name, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    const book = await grid.exportWorkbook(/^rendelesek-\d{8}\.xlsx$/);
    expect(book.sheetNames).toEqual(['Rendelések']);
    book.expectFrame(1);
    expect(book.cell('Azonosító', 2)).toMatchObject({ t: 's', v: order.orderId });
    const kg = book.cell('Súly (kg)', 2);
    expect(kg?.t).toBe('n');
    expect(typeof kg?.v).toBe('number');
    expect(book.cell('Raklap', 2)?.t).toBe('n');
    expect(book.cell('Tételek', 2)).toMatchObject({ t: 'n', v: 1 });
    // 2027-03-01 as an Excel date: day 46447 of the 1900 system, shown yyyy.mm.dd.
    expect(book.cell('Szállítási határidő', 2)).toMatchObject({ t: 'n', v: 46447, z: 'yyyy.mm.dd' });
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
