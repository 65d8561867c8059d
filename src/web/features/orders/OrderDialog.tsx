import { useEffect, useRef, useState } from 'react';
import { COMMON_ERRORS } from '../../../core/errors/messages.ts';
import { ORDER_ERRORS, ORDER_MESSAGES } from '../../../core/orders/orders.errors.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { fillMessage } from '../../../core/validation/generalRules.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { useT } from '../../i18n/useT.ts';
import { fieldMessagesOf } from '../../rules/rulesClient.ts';
import { formWhySource, registerWhySource } from '../../rules/whyState.ts';
import { showAlert } from '../../state/alertState.ts';
import { showNotice } from '../../state/noticeState.ts';
import { saveWithWarnings } from '../../truckJobs/saveWithWarnings.ts';
import { askWarnings } from '../../truckJobs/WarningsPrompt.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CalendarContext } from '../../ui/inputs/calendarContext.ts';
import { toDisplayDate } from '../../ui/inputs/inputRules.ts';
import { OrderHeaderFields } from './OrderHeaderFields.tsx';
import { OrderItemsEditor } from './OrderItemsEditor.tsx';
import {
  createOrderBody,
  newOrderForm,
  type OrderComputed,
  type OrderForm,
  orderToForm,
  updateOrderBody,
} from './orderForm.ts';
import { productsByItemId } from './orderLookups.ts';
import type { OrderReferences } from './orderReferences.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { checkVersion, createOrder, generateOrderId, getOrder, updateOrder } from './ordersApi.ts';
import { RecipientPhoneField } from './RecipientPhoneField.tsx';
import { useOrderRules } from './useOrderRules.ts';

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
  const [stored, setStored] = useState<Order | null>(null);
  const [original, setOriginal] = useState<OrderForm>(() => newOrderForm(today));
  const [form, setForm] = useState<OrderForm>(original);
  const [loading, setLoading] = useState(orderId !== null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [askForce, setAskForce] = useState<string | null>(null);
  const rules = useOrderRules(form, refs, stored?.deliveryToSite ?? false);
  const creating = orderId === null;
  // A status outside the ones the permission rules give (base: new, invalid) opens it read-only.
  const locked = stored !== null && !editableStatuses.includes(stored.status);
  const readOnly = !canEdit || locked;

  const adopt = async (order: Order) => {
    const next = orderToForm(order, await productsByItemId(order.orderItems.map((i) => i.itemId)));
    setStored(order);
    setOriginal(next);
    setForm(next);
  };
  const loadRef = useRef({ adopt, onClose });
  loadRef.current = { adopt, onClose };
  useEffect(() => {
    if (orderId === null) return;
    getOrder(orderId)
      .then((o) => loadRef.current.adopt(o))
      .catch(() => loadRef.current.onClose())
      .finally(() => setLoading(false));
  }, [orderId]);

  const set = <K extends keyof OrderForm>(key: K, value: OrderForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(key))));
  };
  const error = (path: string) => serverErrors[path] ?? rules.fields[path]?.message ?? null;
  // A refused field counts only when this edit changes it (e.g. items for a production manager).
  const changed = stored ? Object.keys(updateOrderBody(original, form, rules.computed, stored)) : [];
  const denied = Object.entries(rules.denied).find(([path]) =>
    changed.some((k) => path === k || path.startsWith(`${k}.`)),
  );
  // An answer about an older form says nothing yet: the save evaluates the form it sends itself.
  const pending = rules.form !== form;
  const valid = !readOnly && (pending || (rules.ready && Object.keys(rules.fields).length === 0 && !denied));
  const lastComputed = useRef<OrderComputed>(rules.computed);
  // "Miért?" (F1) on the rules' messages of the form, item rows included.
  const shownChecks = () => [
    ...Object.entries(rules.fields)
      .filter(([path]) => serverErrors[path] === undefined)
      .map(([, check]) => check),
    ...(denied && !readOnly ? [denied[1]] : []),
  ];
  const checksRef = useRef(shownChecks);
  checksRef.current = shownChecks;
  useEffect(
    () =>
      registerWhySource(
        formWhySource(
          () => checksRef.current(),
          () => document.querySelector('[data-testid="order-dialog"]'),
        ),
      ),
    [],
  );
  const explained = shownChecks().some((check) => check.trace !== undefined);

  const refused = (e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    const fields = fieldMessagesOf(e.body);
    setServerErrors(fields);
    // A refused field shows its message under the field; the line says what to do, not "Hibás kérés".
    const text =
      e.status === 409 && !creating
        ? COMMON_ERRORS.staleVersion.message
        : e.status === 400 && Object.keys(fields).length > 0
          ? t('dialog.fixErrors')
          : (e.body?.message ?? String(e.status));
    setMessage({ text, error: true });
    return e;
  };
  // The save warnings the user confirmed in this save (a repeated order number's retry keeps them).
  const confirmedRef = useRef(false);
  const created = (order: Order) => {
    showAlert(fillMessage(ORDER_MESSAGES.created, { id: order.orderId }));
    onSaved(order);
    onClose();
  };
  const create = async (force: boolean, computed: OrderComputed) => {
    try {
      created((await createOrder(createOrderBody(form, computed), force, confirmedRef.current)).order);
    } catch (e) {
      const err = refused(e);
      if (err.status === 409 && fieldMessagesOf(err.body)['externalIds.orderNr'])
        setAskForce(err.body?.message ?? '');
    }
  };
  /** Sends the edit (the version checked first, so nothing is sent over someone else's save). */
  const sendUpdate = async (computed: OrderComputed, confirmed: boolean) => {
    if (!stored) throw new Error('no stored order');
    const v = await checkVersion(stored.orderId, stored.__v);
    if (!v.upToDate) throw new ApiError(409, { ...COMMON_ERRORS.staleVersion }, '');
    return updateOrder(
      stored.orderId,
      stored.__v,
      updateOrderBody(original, form, computed, stored),
      confirmed,
    );
  };
  const updated = async (close: boolean, res: { message: string; order: Order }) => {
    onSaved(res.order);
    if (close) {
      showNotice(t('orders.savedNotice', { id: res.order.orderId }));
      onClose();
    } else {
      await adopt(res.order);
      setMessage({ text: res.message, error: false });
    }
  };
  const save = async (close: boolean) => {
    setSaving(true);
    setMessage(null);
    try {
      // The rules answer about exactly the form being sent (the live answer may be about an older one).
      const fresh = await rules.evaluate(form);
      lastComputed.current = fresh.computed;
      const refusedField = Object.keys(fresh.fields).length > 0 || (!creating && hasDenied(fresh, form));
      if (refusedField) {
        setMessage({ text: t('dialog.fixErrors'), error: true });
        return;
      }
      // The save warnings of the rule files (capacity fit) in ONE confirmation; "Vissza" keeps the
      // dialog and its input, and the focus returns to the field it came from.
      confirmedRef.current = false;
      const result = await saveWithWarnings({
        check: () => rules.warnings(form, fresh.computed, stored),
        send: async (confirmed) => {
          confirmedRef.current = confirmed;
          return creating
            ? createOrder(createOrderBody(form, fresh.computed), false, confirmed)
            : sendUpdate(fresh.computed, confirmed);
        },
        ask: askWarnings,
        confirmationCode: ORDER_ERRORS.confirmationNeeded.code,
      });
      if (!result.saved) return;
      if (creating) created(result.value.order);
      else await updated(close, result.value);
    } catch (e) {
      const err = refused(e);
      if (creating && err.status === 409 && fieldMessagesOf(err.body)['externalIds.orderNr'])
        setAskForce(err.body?.message ?? '');
    } finally {
      setSaving(false);
    }
  };

  /** Whether the permission rules refuse a field this edit changes. */
  const hasDenied = (r: { denied: Record<string, unknown>; computed: OrderComputed }, f: OrderForm) => {
    if (!stored) return false;
    const keys = Object.keys(updateOrderBody(original, f, r.computed, stored));
    return Object.keys(r.denied).some((path) => keys.some((k) => path === k || path.startsWith(`${k}.`)));
  };

  const title = creating
    ? t('orders.newTitle')
    : t(readOnly ? 'orders.viewTitle' : 'orders.editTitle', { id: orderId ?? '' });
  const c = rules.computed;
  return (
    <FormDialog
      open
      title={title}
      original={original}
      value={form}
      valid={valid}
      saving={saving || loading}
      onSave={() => save(true)}
      {...(!creating && { onApply: () => save(false) })}
      onClose={onClose}
      testId="order-dialog"
    >
      <CalendarContext.Provider value={refs?.calendar ?? new Map()}>
        {loading ? (
          <p className="grid-status">…</p>
        ) : (
          <>
            {denied && !readOnly && <p className="input-error">{denied[1].message}</p>}
            {stored && locked && (
              <p className="input-hint">
                {t('orders.readOnly', { status: orderStatusLabel(stored.status) })}
              </p>
            )}
            <OrderHeaderFields
              form={form}
              creating={creating}
              readOnly={readOnly}
              refs={refs}
              error={error}
              set={set}
              onGenerateId={() =>
                void generateOrderId(form.factoryShortName)
                  .then((ids) => ids.orderId && set('orderId', ids.orderId))
                  .catch(refused)
              }
            />
            {stored && (
              <RecipientPhoneField order={stored} disabled={!canEdit} onSaved={(o) => setStored(o)} />
            )}
            <section
              className="order-computed"
              aria-label={t('orders.computed')}
              data-testid="order-computed"
            >
              {rules.ready ? (
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
              computed={c}
              // The permission rules lock the items for some roles (the production manager).
              readOnly={readOnly || (!creating && 'orderItems' in rules.denied)}
              error={error}
              onItems={(items) => set('orderItems', items)}
            />
          </>
        )}
      </CalendarContext.Provider>
      {explained && <p className="input-hint">{t('whyView.hint')}</p>}
      <p className={message?.error ? 'input-error' : 'grid-status'} role="status" data-testid="order-message">
        {message?.text ?? ''}
        {message?.error &&
          !creating &&
          message.text === COMMON_ERRORS.staleVersion.message &&
          ` ${t('orders.conflictKeep')}`}
      </p>
      <ConfirmDialog
        open={askForce !== null}
        title={t('dialog.confirmTitle')}
        text={askForce ?? ''}
        onYes={() => {
          setAskForce(null);
          setSaving(true);
          void create(true, lastComputed.current).finally(() => setSaving(false));
        }}
        onNo={() => setAskForce(null)}
      />
    </FormDialog>
  );
}
