import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { AutocompleteInput } from './AutocompleteInput.tsx';
import type { OrderCustomerForm, OrderForm } from './orderForm.ts';
import { searchAddress } from './orderLookups.ts';
import { type OrderReferences, orderExternalIdKeys } from './orderReferences.ts';

export interface OrderHeaderFieldsProps {
  form: OrderForm;
  creating: boolean;
  readOnly: boolean;
  refs: OrderReferences | null;
  error(path: string): string | null;
  set<K extends keyof OrderForm>(key: K, value: OrderForm[K]): void;
  onGenerateId(): void;
}

/** The order's own fields: id, factory, customer, address (location search), dates, trucks, comment, external ids. */
export function OrderHeaderFields(props: OrderHeaderFieldsProps) {
  return (
    <fieldset className="order-header" disabled={props.readOnly}>
      <OrderIdFields {...props} />
      <OrderCustomerFields {...props} />
      <OrderDeliveryFields {...props} />
      <OrderTruckChoice {...props} />
      <OrderExternalFields {...props} />
    </fieldset>
  );
}

/** The factory and the order id (generated from the factory on a new order). */
function OrderIdFields({ form, creating, refs, error, set, onGenerateId }: OrderHeaderFieldsProps) {
  const t = useT();
  const factories = refs?.factories ?? [];
  const factoryOptions = [
    { value: '', label: '–' },
    ...factories.map((f) => ({
      value: f.shortName,
      label: f.name ? `${f.shortName} – ${f.name}` : f.shortName,
    })),
  ];
  return (
    <div className="form-grid">
      <SelectInput
        label={t('orders.col.factoryShortName')}
        value={form.factoryShortName}
        options={factoryOptions}
        onChange={(v) => set('factoryShortName', v)}
        error={error('factoryShortName')}
        disabled={!creating}
      />
      <div className="input-field">
        <TextInput
          label={t('orders.col.orderId')}
          value={form.orderId}
          onChange={(v) => set('orderId', v.toUpperCase())}
          error={error('orderId')}
          disabled={!creating}
          maxLength={40}
        />
        {creating && (
          <span className="input-hint">
            <button
              type="button"
              className="btn btn-small"
              disabled={!form.factoryShortName}
              onClick={onGenerateId}
            >
              {t('orders.generateId')}
            </button>{' '}
            {t('orders.generateIdHint')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The customer: name, code, phone, e-mail, recipient. */
function OrderCustomerFields({ form, readOnly, error, set }: OrderHeaderFieldsProps) {
  const t = useT();
  // A customer field's label, value, typing and message (at `customer.<field>`).
  const customer = (k: keyof OrderCustomerForm, labelKey: MessageKey) => ({
    label: t(labelKey),
    value: form.customer[k],
    onChange: (v: string) => set('customer', { ...form.customer, [k]: v }),
    error: error(`customer.${k}`),
  });
  return (
    <fieldset className="form-grid">
      <legend>{t('orders.sectionCustomer')}</legend>
      <TextInput {...customer('name', 'orders.col.customerName')} autoFocus={!readOnly} />
      <TextInput {...customer('customerCode', 'orders.col.customerCode')} />
      <TextInput {...customer('phone', 'orders.col.customerPhone')} maxLength={50} />
      <TextInput {...customer('email', 'orders.customerEmail')} />
      <TextInput {...customer('recipientName', 'orders.recipientName')} />
    </fieldset>
  );
}

/** The delivery address (location search) and the dates. */
function OrderDeliveryFields({ form, error, set }: OrderHeaderFieldsProps) {
  const t = useT();
  // A date's label, value, typing and message (as the field's rule).
  const date = (k: 'orderDate' | 'releaseDate' | 'orderDeadlineDate') => ({
    label: t(`orders.col.${k}`),
    value: form[k],
    onChange: (v: string | null) => set(k, v),
    rules: [() => error(k)],
  });
  return (
    <fieldset className="form-grid">
      <legend>{t('orders.sectionDelivery')}</legend>
      <AutocompleteInput
        label={t('orders.col.deliveryAddress')}
        text={form.deliveryAddress}
        onText={(v) => set('deliveryAddress', v)}
        search={searchAddress}
        onPick={(p) => {
          set('deliveryAddress', p.label);
          set('deliveryCoords', { lat: p.lat, lng: p.lng });
        }}
        error={error('deliveryAddress')}
        hint={
          form.deliveryCoords
            ? t('orders.addressPicked', {
                lat: form.deliveryCoords.lat.toFixed(5),
                lng: form.deliveryCoords.lng.toFixed(5),
              })
            : t('orders.addressHint')
        }
        testId="order-address"
      />
      <DateInput {...date('orderDate')} />
      <DateInput {...date('releaseDate')} steppers />
      <DateInput {...date('orderDeadlineDate')} onlyWorkdays />
    </fieldset>
  );
}

/** The preferred trucks, a checkbox each. */
function OrderTruckChoice({ form, refs, set }: OrderHeaderFieldsProps) {
  const t = useT();
  const toggleTruck = (id: string) =>
    set(
      'preferredTrucks',
      form.preferredTrucks.includes(id)
        ? form.preferredTrucks.filter((x) => x !== id)
        : [...form.preferredTrucks, id],
    );
  return (
    <fieldset className="order-trucks">
      <legend>{t('orders.col.preferredTrucks')}</legend>
      {(refs?.vehicles ?? []).map((v) => (
        <label key={v.vehicleId} className="check">
          <input
            type="checkbox"
            checked={form.preferredTrucks.includes(v.vehicleId)}
            onChange={() => toggleTruck(v.vehicleId)}
          />
          {v.vehicleId}
        </label>
      ))}
    </fieldset>
  );
}

/** The external ids (named by the configuration) and the comment. */
function OrderExternalFields({ form, refs, error, set }: OrderHeaderFieldsProps) {
  const t = useT();
  return (
    <fieldset className="form-grid">
      <legend>{t('orders.sectionExternal')}</legend>
      {orderExternalIdKeys(refs).map(({ name, label }) => (
        <TextInput
          key={name}
          label={
            label ??
            (name === 'orderNr' || name === 'incoterm' || name === 'deliverySpec'
              ? t(`orders.col.${name}`)
              : name)
          }
          value={form.externalIds[name] ?? ''}
          onChange={(v) => set('externalIds', { ...form.externalIds, [name]: v })}
          error={error(`externalIds.${name}`)}
        />
      ))}
      <TextInput
        label={t('orders.col.comment')}
        value={form.comment}
        onChange={(v) => set('comment', v)}
        error={error('comment')}
        maxLength={2000}
      />
    </fieldset>
  );
}
