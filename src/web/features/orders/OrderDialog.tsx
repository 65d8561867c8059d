import { COMMON_ERRORS } from '../../../core/errors/messages.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CalendarContext } from '../../ui/inputs/calendarContext.ts';
import { toDisplayDate } from '../../ui/inputs/inputRules.ts';
import { OrderHeaderFields } from './OrderHeaderFields.tsx';
import { OrderItemsEditor } from './OrderItemsEditor.tsx';
import type { OrderComputed, OrderForm } from './orderForm.ts';
import type { OrderReferences } from './orderReferences.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { generateOrderId } from './ordersApi.ts';
import { RecipientPhoneField } from './RecipientPhoneField.tsx';
import { type OrderFormState, type OrderMessage, useOrderForm, useOrderSave } from './useOrderDialogData.ts';

export interface OrderDialogProps {
  /** The order to edit, or null for a new one. */
  orderId: string | null;
  refs: OrderReferences | null;
  canEdit: boolean;
  /** The statuses the permission rules let the user change an order in (orderEditableStatuses). */
  editableStatuses: readonly string[];
  today: string;
  onSaved(order: Order): void;
  onClose(): void;
}

const date = (iso: string | null) => (iso ? toDisplayDate(iso) : '–');

/**
 * Create or edit an order with its items (≤ 850 px, FormDialog: dirty state, Ctrl+S, Esc asks).
 * The rules worker computes deadlines, deliveryToSite and pallet counts live; an edit checks the
 * version first and keeps the input on a conflict.
 */
export function OrderDialog({
  orderId,
  refs,
  canEdit,
  editableStatuses,
  today,
  onSaved,
  onClose,
}: OrderDialogProps) {
  const t = useT();
  const state = useOrderForm({ orderId, refs, canEdit, editableStatuses, today, onClose });
  const { saving, message, askForce, setAskForce, refused, save, forceCreate } = useOrderSave({
    state,
    t,
    onSaved,
    onClose,
  });
  const { form, creating, readOnly } = state;
  const title = creating
    ? t('orders.newTitle')
    : t(readOnly ? 'orders.viewTitle' : 'orders.editTitle', { id: orderId ?? '' });
  return (
    <FormDialog
      open
      title={title}
      original={state.original}
      value={form}
      valid={state.valid}
      saving={saving || state.loading}
      onSave={() => save(true)}
      {...(!creating && { onApply: () => save(false) })}
      onClose={onClose}
      testId="order-dialog"
    >
      <CalendarContext.Provider value={refs?.calendar ?? new Map()}>
        {state.loading ? (
          <p className="grid-status">…</p>
        ) : (
          <OrderDialogBody
            state={state}
            refs={refs}
            canEdit={canEdit}
            onGenerateId={() =>
              void generateOrderId(form.factoryShortName)
                .then((ids) => ids.orderId && state.set('orderId', ids.orderId))
                .catch(refused)
            }
          />
        )}
      </CalendarContext.Provider>
      {state.explained && <p className="input-hint">{t('whyView.hint')}</p>}
      <OrderStatusLine message={message} creating={creating} />
      <ConfirmDialog
        open={askForce !== null}
        title={t('dialog.confirmTitle')}
        text={askForce ?? ''}
        onYes={forceCreate}
        onNo={() => setAskForce(null)}
      />
    </FormDialog>
  );
}

/** The loaded dialog: the refusal and lock lines, the header fields, the computed values and the items. */
function OrderDialogBody({
  state,
  refs,
  canEdit,
  onGenerateId,
}: {
  state: OrderFormState;
  refs: OrderReferences | null;
  canEdit: boolean;
  onGenerateId(): void;
}) {
  const t = useT();
  const { form, stored, denied, readOnly, creating, rules, error, set } = state;
  return (
    <>
      {denied && !readOnly && <p className="input-error">{denied[1].message}</p>}
      {stored && state.locked && (
        <p className="input-hint">{t('orders.readOnly', { status: orderStatusLabel(stored.status) })}</p>
      )}
      <OrderHeaderFields
        form={form}
        creating={creating}
        readOnly={readOnly}
        refs={refs}
        error={error}
        set={set}
        onGenerateId={onGenerateId}
      />
      {stored && (
        <RecipientPhoneField order={stored} disabled={!canEdit} onSaved={(o) => state.setStored(o)} />
      )}
      <OrderComputedValues form={form} ready={rules.ready} computed={rules.computed} />
      {stored && stored.invalidReasons.length > 0 && (
        <ul className="order-invalid" aria-label={t('orders.invalidReasons')}>
          {stored.invalidReasons.map((r) => (
            <li key={`${r.code}-${r.field ?? ''}`} className="input-error">
              {r.message}
            </li>
          ))}
        </ul>
      )}
      <OrderItemsEditor
        form={form}
        computed={rules.computed}
        // The permission rules lock the items for some roles (the production manager).
        readOnly={readOnly || (!creating && 'orderItems' in rules.denied)}
        error={error}
        onItems={(items) => set('orderItems', items)}
      />
    </>
  );
}

/** What the rules worker computed: the expected and default deadlines and deliveryToSite. */
function OrderComputedValues({
  form,
  ready,
  computed: c,
}: {
  form: OrderForm;
  ready: boolean;
  computed: OrderComputed;
}) {
  const t = useT();
  return (
    <section className="order-computed" aria-label={t('orders.computed')} data-testid="order-computed">
      {ready ? (
        <>
          <span>{t('orders.expectedDeadlineValue', { date: date(c.expectedDeadlineDate) })}</span>
          {!form.orderDeadlineDate && (
            <span>{t('orders.defaultDeadlineValue', { date: date(c.orderDeadlineDate) })}</span>
          )}
          <span>
            {t('orders.deliveryToSiteValue', {
              value: t(c.deliveryToSite ? 'orders.yes' : 'orders.no'),
            })}
          </span>
        </>
      ) : (
        <span>{t('orders.computedWaiting')}</span>
      )}
    </section>
  );
}

/** The status line; a version conflict adds that the input is kept. */
function OrderStatusLine({ message, creating }: { message: OrderMessage | null; creating: boolean }) {
  const t = useT();
  return (
    <p className={message?.error ? 'input-error' : 'grid-status'} role="status" data-testid="order-message">
      {message?.text ?? ''}
      {message?.error &&
        !creating &&
        message.text === COMMON_ERRORS.staleVersion.message &&
        ` ${t('orders.conflictKeep')}`}
    </p>
  );
}
