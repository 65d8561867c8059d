import type {
  CreateOrderInput,
  Order,
  OrderCoords,
  OrderItemInput,
  OrderType,
  UpdateOrderInput,
} from '../../../core/orders/orders.schemas.ts';

/** One item line of the order form; `unitPerPallet` comes from the catalogue (not stored on the item). */
export interface OrderItemForm {
  /** Stable React key (new lines have no id yet). */
  key: string;
  id?: string;
  itemId: string;
  name: string;
  quantity: number | null;
  unit: string;
  kg: number | null;
  palletsCount: number;
  palletType: string;
  unitPerPallet: number | null;
  kgPerUnit: number | null;
  releaseDate: string | null;
  deadlineDate: string | null;
  externalIds: Record<string, string | null>;
}

export interface OrderCustomerForm {
  name: string;
  customerCode: string;
  phone: string;
  email: string;
  recipientName: string;
  recipientPhone: string;
}

/** The order form: the fields a person types; computed ones (expected deadline, deliveryToSite) come from the rules. */
export interface OrderForm {
  orderId: string;
  type: OrderType;
  factoryShortName: string;
  customer: OrderCustomerForm;
  deliveryAddress: string;
  deliveryCoords: OrderCoords | null;
  orderDate: string | null;
  orderDeadlineDate: string | null;
  releaseDate: string | null;
  preferredTrucks: string[];
  comment: string;
  externalIds: Record<string, string>;
  orderItems: OrderItemForm[];
}

/** A product as the item line needs it (catalogue row of GET /api/products). */
export interface ProductPick {
  itemId: string;
  name: string;
  unit: string;
  kgPerUnit: number;
  unitPerPallet: number;
  palletType: string;
}

let keySeq = 0;
const nextKey = () => `item-${++keySeq}`;

/** An empty item line (the form always starts with one: an order needs at least one item). */
export function emptyItem(): OrderItemForm {
  return {
    key: nextKey(),
    itemId: '',
    name: '',
    quantity: null,
    unit: '',
    kg: null,
    palletsCount: 0,
    palletType: '',
    unitPerPallet: null,
    kgPerUnit: null,
    releaseDate: null,
    deadlineDate: null,
    externalIds: {},
  };
}

/** A new order's form: today as order date, one empty item; the deadline default comes from the rules. */
export function newOrderForm(today: string, factoryShortName = ''): OrderForm {
  return {
    orderId: '',
    type: 'delivery',
    factoryShortName,
    customer: { name: '', customerCode: '', phone: '', email: '', recipientName: '', recipientPhone: '' },
    deliveryAddress: '',
    deliveryCoords: null,
    orderDate: today,
    orderDeadlineDate: null,
    releaseDate: null,
    preferredTrucks: [],
    comment: '',
    externalIds: { orderNr: '', incoterm: '', deliverySpec: '' },
    orderItems: [emptyItem()],
  };
}

/** The form of a stored order; `products` supplies units per pallet of the known item numbers. */
export function orderToForm(order: Order, products: ReadonlyMap<string, ProductPick> = new Map()): OrderForm {
  const externalIds: Record<string, string> = { orderNr: '', incoterm: '', deliverySpec: '' };
  for (const [k, v] of Object.entries(order.externalIds)) externalIds[k] = v ?? '';
  return {
    orderId: order.orderId,
    type: order.type,
    factoryShortName: order.factoryShortName,
    customer: {
      name: order.customer.name,
      customerCode: order.customer.customerCode ?? '',
      phone: order.customer.phone ?? '',
      email: order.customer.email ?? '',
      recipientName: order.customer.recipientName ?? '',
      recipientPhone: order.customer.recipientPhone ?? '',
    },
    deliveryAddress: order.deliveryAddress,
    deliveryCoords: order.deliveryCoords,
    orderDate: order.orderDate,
    orderDeadlineDate: order.orderDeadlineDate,
    releaseDate: order.releaseDate,
    preferredTrucks: [...order.preferredTrucks],
    comment: order.comment,
    externalIds,
    orderItems: order.orderItems.map((i) => {
      const p = products.get(i.itemId);
      return {
        key: nextKey(),
        id: i.id,
        itemId: i.itemId,
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        kg: i.kg,
        palletsCount: i.palletsCount,
        palletType: i.palletType,
        unitPerPallet: p?.unitPerPallet ?? null,
        kgPerUnit: p?.kgPerUnit ?? null,
        releaseDate: i.releaseDate,
        deadlineDate: i.deadlineDate,
        externalIds: { ...i.externalIds },
      };
    }),
  };
}

/** A catalogue pick fills the line: name, unit, pallet type, units per pallet; kg from the quantity. */
export function pickProduct(item: OrderItemForm, p: ProductPick): OrderItemForm {
  const kg = item.quantity !== null && p.kgPerUnit > 0 ? round3(item.quantity * p.kgPerUnit) : item.kg;
  return {
    ...item,
    itemId: p.itemId,
    name: p.name,
    unit: p.unit,
    palletType: p.palletType,
    unitPerPallet: p.unitPerPallet,
    kgPerUnit: p.kgPerUnit,
    kg,
  };
}

/** A new quantity; the kg follows it when the product's kg per unit is known. */
export function setQuantity(item: OrderItemForm, quantity: number | null): OrderItemForm {
  const kg = quantity !== null && item.kgPerUnit ? round3(quantity * item.kgPerUnit) : item.kg;
  return { ...item, quantity, kg };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Deleting an item line is allowed while another one remains (business.md §5). */
export function canRemoveItem(form: OrderForm): boolean {
  return form.orderItems.length > 1;
}

/** The facts the rules read: the form as the order entity (items with their units per pallet). */
export function orderFacts(
  form: OrderForm,
): Record<string, unknown> & { orderItems: Record<string, unknown>[] } {
  return {
    orderId: form.orderId,
    type: form.type,
    customer: form.customer,
    deliveryAddress: form.deliveryAddress,
    orderDate: form.orderDate,
    orderDeadlineDate: form.orderDeadlineDate,
    releaseDate: form.releaseDate,
    factoryShortName: form.factoryShortName,
    preferredTrucks: form.preferredTrucks,
    externalIds: form.externalIds,
    orderItems: form.orderItems.map(
      ({ key: _key, id: _id, externalIds: _ext, kgPerUnit: _k, ...rest }) => rest,
    ),
  };
}

/** What the rules computed for the form: expected deadline, default deadline, deliveryToSite, item values. */
export interface OrderComputed {
  expectedDeadlineDate: string | null;
  orderDeadlineDate: string | null;
  deliveryToSite: boolean;
  items: { quantity: number | null; kg: number | null; palletsCount: number }[];
}

/**
 * The rules' `set` changes applied to the form (keys like `expectedDeadlineDate` and
 * `orderItems.0.palletsCount`): what the form shows live and what it saves.
 */
export function computeOrder(
  form: OrderForm,
  changes: Record<string, unknown>,
  storedDeliveryToSite = false,
): OrderComputed {
  const date = (k: string, fallback: string | null) =>
    k in changes ? ((changes[k] as string | null) ?? null) : fallback;
  return {
    expectedDeadlineDate: date('expectedDeadlineDate', null),
    orderDeadlineDate: date('orderDeadlineDate', form.orderDeadlineDate),
    // Without an incoterm no rule decides: a stored order keeps its flag.
    deliveryToSite:
      typeof changes.deliveryToSite === 'boolean' ? changes.deliveryToSite : storedDeliveryToSite,
    items: form.orderItems.map((item, i) => {
      const pick = (field: string, fallback: number | null) => {
        const v = changes[`orderItems.${i}.${field}`];
        return typeof v === 'number' ? v : fallback;
      };
      return {
        quantity: pick('quantity', item.quantity),
        kg: pick('kg', item.kg),
        palletsCount: pick('palletsCount', item.palletsCount) ?? 0,
      };
    }),
  };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

function itemsBody(form: OrderForm, computed: OrderComputed): OrderItemInput[] {
  return form.orderItems.map((item, i) => {
    const c = computed.items[i];
    return {
      ...(item.id && { id: item.id }),
      itemId: item.itemId.trim(),
      name: item.name,
      quantity: c?.quantity ?? 0,
      unit: item.unit || 'db',
      kg: c?.kg ?? 0,
      palletsCount: c?.palletsCount ?? 0,
      palletType: item.palletType || 'EUR',
      releaseDate: item.releaseDate,
      deadlineDate: item.deadlineDate,
      externalIds: item.externalIds,
    };
  });
}

function externalIdsBody(form: OrderForm): Record<string, string | null> {
  return Object.fromEntries(Object.entries(form.externalIds).map(([k, v]) => [k, blankToNull(v)]));
}

/** POST body of a new order (the computed values included, so the answer matches what was shown). */
export function createOrderBody(form: OrderForm, computed: OrderComputed): CreateOrderInput {
  return {
    ...(form.orderId.trim() && { orderId: form.orderId.trim() }),
    type: form.type,
    customer: { ...form.customer },
    deliveryAddress: form.deliveryAddress.trim(),
    deliveryToSite: computed.deliveryToSite,
    orderDate: form.orderDate,
    orderDeadlineDate: computed.orderDeadlineDate,
    releaseDate: form.releaseDate,
    expectedDeadlineDate: computed.expectedDeadlineDate,
    factoryShortName: form.factoryShortName,
    preferredTrucks: form.preferredTrucks,
    comment: form.comment,
    externalIds: externalIdsBody(form),
    orderItems: itemsBody(form, computed),
  } as CreateOrderInput;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PUT body of an edit: only what differs from the stored order (customer fields one by one). */
export function updateOrderBody(
  original: OrderForm,
  form: OrderForm,
  computed: OrderComputed,
  stored: Pick<Order, 'expectedDeadlineDate' | 'deliveryToSite'>,
): UpdateOrderInput {
  const body: Record<string, unknown> = {};
  const customer = Object.fromEntries(
    (Object.keys(form.customer) as (keyof OrderCustomerForm)[])
      .filter((k) => k !== 'recipientPhone' && form.customer[k] !== original.customer[k])
      .map((k) => [k, form.customer[k]]),
  );
  if (Object.keys(customer).length > 0) body.customer = customer;
  for (const k of [
    'type',
    'factoryShortName',
    'orderDate',
    'releaseDate',
    'preferredTrucks',
    'comment',
  ] as const)
    if (!same(form[k], original[k])) body[k] = form[k];
  if (form.deliveryAddress !== original.deliveryAddress) body.deliveryAddress = form.deliveryAddress.trim();
  if (computed.orderDeadlineDate !== original.orderDeadlineDate)
    body.orderDeadlineDate = computed.orderDeadlineDate;
  if (computed.expectedDeadlineDate !== stored.expectedDeadlineDate)
    body.expectedDeadlineDate = computed.expectedDeadlineDate;
  if (computed.deliveryToSite !== stored.deliveryToSite) body.deliveryToSite = computed.deliveryToSite;
  if (!same(form.externalIds, original.externalIds)) body.externalIds = externalIdsBody(form);
  const items = itemsBody(form, computed);
  if (!same(items, itemsBody(original, computeOrder(original, {})))) body.orderItems = items;
  return body as UpdateOrderInput;
}
