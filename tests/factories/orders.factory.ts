import { addDays } from '../../src/core/calendar/workdays.ts';
import type { CreateOrderInput, OrderItemInput } from '../../src/core/orders/orders.schemas.ts';
import { nextMonday } from '../support/dates.ts';

let seq = 0;

/** A valid order item; override what the test is about. */
export function buildOrderItem(overrides: Partial<OrderItemInput> = {}): OrderItemInput {
  return {
    itemId: 'PTH30NF',
    name: 'Porotherm 30 N+F falazóblokk',
    quantity: 160,
    unit: 'db',
    kg: 2640,
    palletsCount: 2,
    palletType: 'EUR',
    ...overrides,
  };
}

/** A valid new order of the seeded demo factory TVS with one item and a unique order number. */
export function buildOrder(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  seq += 1;
  return {
    customer: { name: 'Kovács Építő Kft.', email: 'rendeles@kovacs.example.hu', phone: '+36 30 123 4567' },
    deliveryAddress: '4400 Nyíregyháza, Kossuth utca 12.',
    factoryShortName: 'TVS',
    // A Monday ahead; release a week later, the deadline on the Friday of the week after.
    orderDate: nextMonday(),
    orderDeadlineDate: addDays(nextMonday(), 18),
    releaseDate: addDays(nextMonday(), 7),
    externalIds: { orderNr: `T${Date.now().toString(36)}${seq}`, incoterm: 'EXW' },
    orderItems: [buildOrderItem()],
    ...overrides,
  };
}
