import type { Order, OrderItem, OrderListRow } from '../../src/core/orders/orders.schemas.ts';

/** A stored order item as the API answers it. */
export function buildOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    itemId: 'TEG-30',
    name: 'Tégla 30',
    quantity: 250,
    unit: 'db',
    kg: 2500,
    palletsCount: 3,
    palletType: 'EUR',
    releaseDate: null,
    deadlineDate: null,
    externalIds: {},
    ...overrides,
  };
}

/** A stored order as GET /api/orders/frontend/{id} answers it. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '261123TVSABCDE',
    __v: 3,
    status: 'new',
    type: 'delivery',
    customer: {
      name: 'Kovács Építő Kft.',
      email: 'rendeles@kovacs.hu',
      phone: '+36 30 123 4567',
      recipientName: 'Kovács Béla',
      recipientPhone: '+36 30 765 4321',
      customerCode: 'K-100',
    },
    deliveryAddress: 'Budapest, Váci út 1.',
    deliveryCoords: { lat: 47.51, lng: 19.06 },
    deliveryToSite: false,
    orderDate: '2026-11-20',
    orderDeadlineDate: '2026-12-04',
    releaseDate: '2026-11-27',
    expectedDeadlineDate: '2026-12-04',
    firstReleaseDateEstimation: null,
    factoryShortName: 'TVS',
    preferredTrucks: ['T24L'],
    comment: '',
    externalIds: { orderNr: 'SO-1', incoterm: 'D', deliverySpec: '' },
    orderItems: [buildOrderItem()],
    erpCode: null,
    deliveryInterval: null,
    deliveryIntervalType: null,
    productCategory: null,
    invalidReasons: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** One row of the orders list call. */
export function buildOrderListRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    orderId: '261123TVSABCDE',
    __v: 3,
    status: 'new',
    type: 'delivery',
    customerName: 'Kovács Építő Kft.',
    customerCode: 'K-100',
    customerPhone: '+36 1 234 5678',
    recipientName: '',
    recipientPhone: '',
    deliveryAddress: 'Budapest, Váci út 1.',
    deliveryToSite: false,
    orderDate: '2026-11-20',
    orderDeadlineDate: '2026-12-04',
    releaseDate: '2026-11-27',
    expectedDeadlineDate: '2026-12-04',
    factoryShortName: 'TVS',
    orderNr: 'SO-1',
    incoterm: 'D',
    productCategory: null,
    preferredTrucks: ['T24L'],
    comment: '',
    externalIds: { orderNr: 'SO-1', incoterm: 'D', deliverySpec: 'daru' },
    itemCount: 1,
    palletsCount: 3,
    kg: 2500,
    invalidReasons: [],
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
