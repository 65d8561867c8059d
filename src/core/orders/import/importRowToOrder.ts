import { DEFAULT_DUMMY_PRODUCT } from '../../products/products.schemas.ts';
import type { Order, OrderExternalIds, OrderItem } from '../orders.schemas.ts';
import type { ImportedOrderRow } from './importRow.ts';

/** Where the server geocoded a row's address. */
export interface ImportGeocode {
  label: string;
  lat: number;
  lng: number;
}

/** An order to insert: the stored fields without version and timestamps. */
export type ImportedOrderValues = Omit<Order, '__v' | 'createdAt' | 'updatedAt' | 'orderItems'> & {
  orderItems: Omit<OrderItem, 'id'>[];
};

/**
 * A checked import row as a new order: the delivery date is the order deadline and the expected
 * deadline; the goods are one line of the default dummy product (kg = gross weight) with the
 * row's pallets; the file's id is the order number (externalIds.orderNr), the customer number the
 * customer code; a named vehicle becomes the preferred truck.
 */
export function importRowToOrder(
  row: ImportedOrderRow,
  orderId: string,
  today: string,
  geocode: ImportGeocode | null,
): ImportedOrderValues {
  const p = row.parsed;
  const kg = p.sumWeight ?? 0;
  return {
    orderId,
    status: 'new',
    type: 'delivery',
    customer: {
      name: p.customerName ?? '',
      email: '',
      phone: '',
      recipientName: '',
      recipientPhone: '',
      customerCode: p.customerNumber ?? '',
    },
    deliveryAddress: [p.originalAddressPostalCode, p.originalAddress].filter(Boolean).join(' '),
    deliveryCoords: geocode ? { lat: geocode.lat, lng: geocode.lng } : null,
    deliveryToSite: p.deliveryToSite,
    orderDate: today,
    orderDeadlineDate: p.deliveryDate,
    releaseDate: null,
    expectedDeadlineDate: p.deliveryDate,
    firstReleaseDateEstimation: null,
    factoryShortName: p.factoryShortName ?? '',
    preferredTrucks: row.values.vehicle?.trim() ? [row.values.vehicle.trim()] : [],
    comment: p.comment ?? '',
    externalIds: {
      ...(p.idNumber !== null && { orderNr: p.idNumber }),
      ...(p.incoterm !== null && { incoterm: p.incoterm }),
    } as OrderExternalIds,
    orderItems: [
      {
        itemId: DEFAULT_DUMMY_PRODUCT.itemId,
        name: DEFAULT_DUMMY_PRODUCT.name,
        quantity: kg,
        unit: DEFAULT_DUMMY_PRODUCT.unit,
        kg,
        palletsCount: p.palletsCount ?? 0,
        palletType: p.palletType ?? DEFAULT_DUMMY_PRODUCT.palletType,
        releaseDate: null,
        deadlineDate: p.deliveryDate,
        externalIds: {},
      },
    ],
    erpCode: null,
    deliveryInterval: null,
    deliveryIntervalType: null,
    productCategory: null,
    invalidReasons: [],
  };
}
