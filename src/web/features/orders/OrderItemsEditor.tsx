import { useState } from 'react';
import { roundTo } from '../../../core/numbers/rounding.ts';
import { ORDER_ERRORS } from '../../../core/orders/orders.errors.ts';
import { useT } from '../../i18n/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NumberInput, QuantityInput } from '../../ui/inputs/NumberInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { AutocompleteInput } from './AutocompleteInput.tsx';
import {
  canRemoveItem,
  emptyItem,
  type OrderComputed,
  type OrderForm,
  type OrderItemForm,
  pickProduct,
  setQuantity,
} from './orderForm.ts';
import { searchProducts } from './orderLookups.ts';

export interface OrderItemsEditorProps {
  form: OrderForm;
  computed: OrderComputed;
  readOnly: boolean;
  /** The rules' message of a field path (`orderItems.0.quantity`, `orderItems`). */
  error(path: string): string | null;
  onItems(items: OrderItemForm[]): void;
}

const fmt = (n: number, digits: number) => String(roundTo(n, digits));

/**
 * The item lines of the order form: product by item number from the catalogue, quantity, kg,
 * pallet type and the pallet count the rules compute; delete asks first, the last line stays.
 */
export function OrderItemsEditor({ form, computed, readOnly, error, onItems }: OrderItemsEditorProps) {
  const t = useT();
  const [removing, setRemoving] = useState<number | null>(null);
  const [lastLine, setLastLine] = useState(false);
  const items = form.orderItems;
  const update = (i: number, next: OrderItemForm) => onItems(items.map((x, j) => (j === i ? next : x)));
  const askRemove = (i: number) => {
    if (canRemoveItem(form)) setRemoving(i);
    else setLastLine(true);
  };
  const totals = computed.items.reduce(
    (s, c) => ({ pallets: s.pallets + c.palletsCount, kg: s.kg + (c.kg ?? 0) }),
    { pallets: 0, kg: 0 },
  );
  const listError = lastLine ? ORDER_ERRORS.atLeastOneItem.message : error('orderItems');

  return (
    <fieldset className="order-items" disabled={readOnly} data-testid="order-items">
      <legend>{t('orders.sectionItems')}</legend>
      {items.map((item, i) => {
        const n = String(i + 1);
        const at = (f: string) => error(`orderItems.${i}.${f}`);
        return (
          <fieldset key={item.key} className="order-item-row" aria-label={t('orders.itemLabel', { n })}>
            <AutocompleteInput
              label={`${n}. ${t('orders.itemId')}`}
              text={item.itemId}
              onText={(v) => update(i, { ...item, itemId: v, unitPerPallet: null, kgPerUnit: null })}
              search={searchProducts}
              onPick={(p) => update(i, pickProduct(item, p))}
              error={at('itemId')}
            />
            <TextInput
              label={t('orders.itemName')}
              value={item.name}
              onChange={(v) => update(i, { ...item, name: v })}
              error={at('name')}
            />
            <QuantityInput
              key={`${item.key}-q-${item.itemId}`}
              label={`${t('orders.quantity')} (${item.unit || '–'})`}
              value={item.quantity}
              onChange={(v) => update(i, setQuantity(item, v))}
              rules={[() => at('quantity')]}
            />
            <NumberInput
              // Follows the quantity while the product's kg per unit is known.
              key={`${item.key}-kg-${item.itemId}-${item.kgPerUnit ? item.quantity : ''}`}
              label={t('orders.itemKg')}
              kind="float"
              decimals={3}
              min={0}
              value={item.kg}
              onChange={(v) => update(i, { ...item, kg: v })}
              rules={[() => at('kg')]}
            />
            <TextInput
              label={t('orders.palletType')}
              value={item.palletType}
              onChange={(v) => update(i, { ...item, palletType: v })}
              maxLength={40}
              error={at('palletType')}
            />
            <output className="order-item-pallets" aria-label={t('orders.pallets', { count: '' })}>
              {t('orders.pallets', { count: String(computed.items[i]?.palletsCount ?? item.palletsCount) })}
            </output>
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('orders.removeItem', { n })}
              title={t('orders.removeItem', { n })}
              onClick={() => askRemove(i)}
            >
              ✕
            </button>
          </fieldset>
        );
      })}
      <div className="order-items-footer">
        <button
          type="button"
          className="btn"
          onClick={() => {
            setLastLine(false);
            onItems([...items, emptyItem()]);
          }}
        >
          {t('orders.addItem')}
        </button>
        <span data-testid="order-totals">
          {t('orders.totals', {
            items: String(items.length),
            pallets: fmt(totals.pallets, 1),
            kg: fmt(totals.kg, 3),
          })}
        </span>
      </div>
      <p className="input-error" role={listError ? 'alert' : undefined}>
        {listError ?? ''}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={t('orders.removeItemTitle')}
        text={t('orders.removeItemText', {
          n: String((removing ?? 0) + 1),
          name: items[removing ?? 0]?.name || items[removing ?? 0]?.itemId || '–',
        })}
        onYes={() => {
          onItems(items.filter((_, j) => j !== removing));
          setRemoving(null);
        }}
        onNo={() => setRemoving(null)}
      />
    </fieldset>
  );
}
