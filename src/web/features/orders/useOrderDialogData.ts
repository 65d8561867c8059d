import { useEffect, useRef, useState } from 'react';
import { COMMON_ERRORS } from '../../../core/errors/messages.ts';
import { ORDER_ERRORS, ORDER_MESSAGES } from '../../../core/orders/orders.errors.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { fillMessage } from '../../../core/validation/generalRules.ts';
import { ApiError } from '../../api/apiErrors.ts';
import type { useT } from '../../i18n/useT.ts';
import { fieldMessagesOf } from '../../rules/rulesClient.ts';
import { formWhySource, registerWhySource } from '../../rules/whyState.ts';
import { showAlert } from '../../state/alertState.ts';
import { showNotice } from '../../state/noticeState.ts';
import { saveWithWarnings } from '../../truckJobs/saveWithWarnings.ts';
import { askWarnings } from '../../truckJobs/WarningsPrompt.tsx';
import { useLatest } from '../../ui/useLatest.ts';
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
import { checkVersion, createOrder, getOrder, updateOrder } from './ordersApi.ts';
import { useOrderRules } from './useOrderRules.ts';

/** The dialog's status line. */
export interface OrderMessage {
  text: string;
  error: boolean;
}

/** The field paths of `denied` that an edit of `keys` touches (a field or one under it). */
const deniedOf = <V>(denied: Record<string, V>, keys: readonly string[]) =>
  Object.entries(denied).find(([path]) => keys.some((k) => path === k || path.startsWith(`${k}.`)));

/**
 * The order dialog's form: the stored order loaded, the form and its original, the rules' live
 * answer, the field errors, the permission rules' refusals and the "Miért?" (F1) source.
 */
export function useOrderForm(args: {
  orderId: string | null;
  refs: OrderReferences | null;
  canEdit: boolean;
  editableStatuses: readonly string[];
  today: string;
  onClose(): void;
}) {
  const { orderId, refs, canEdit, editableStatuses, today, onClose } = args;
  const [stored, setStored] = useState<Order | null>(null);
  const [original, setOriginal] = useState<OrderForm>(() => newOrderForm(today));
  const [form, setForm] = useState<OrderForm>(original);
  const [loading, setLoading] = useState(orderId !== null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
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
  const loadRef = useLatest({ adopt, onClose });
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
  const denied = deniedOf(rules.denied, changed);
  // An answer about an older form says nothing yet: the save evaluates the form it sends itself.
  const pending = rules.form !== form;
  const valid = !readOnly && (pending || (rules.ready && Object.keys(rules.fields).length === 0 && !denied));
  // "Miért?" (F1) on the rules' messages of the form, item rows included.
  const shownChecks = () => [
    ...Object.entries(rules.fields)
      .filter(([path]) => serverErrors[path] === undefined)
      .map(([, check]) => check),
    ...(denied && !readOnly ? [denied[1]] : []),
  ];
  const checksRef = useLatest(shownChecks);
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

  /** Whether the permission rules refuse a field this edit changes. */
  const hasDenied = (r: { denied: Record<string, unknown>; computed: OrderComputed }, f: OrderForm) =>
    stored !== null &&
    deniedOf(r.denied, Object.keys(updateOrderBody(original, f, r.computed, stored))) !== undefined;

  return {
    stored,
    setStored,
    original,
    form,
    loading,
    rules,
    creating,
    locked,
    readOnly,
    adopt,
    set,
    error,
    setServerErrors,
    denied,
    valid,
    explained,
    hasDenied,
  };
}

/** The form state `useOrderSave` works on. */
export type OrderFormState = ReturnType<typeof useOrderForm>;

/**
 * Saving the order dialog: the rules evaluate the form being sent, the save warnings are confirmed
 * once, an edit checks the version first; a refusal shows under its field and on the status line,
 * a repeated order number asks whether to save anyway.
 */
export function useOrderSave(args: {
  state: OrderFormState;
  t: ReturnType<typeof useT>;
  onSaved(order: Order): void;
  onClose(): void;
}) {
  const { state, t, onSaved, onClose } = args;
  const { form, original, stored, creating, rules } = state;
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<OrderMessage | null>(null);
  const [askForce, setAskForce] = useState<string | null>(null);
  const lastComputed = useRef<OrderComputed>(rules.computed);

  const refused = (e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    const fields = fieldMessagesOf(e.body);
    state.setServerErrors(fields);
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
  const askForceOnRepeat = (err: ApiError) => {
    if (err.status === 409 && fieldMessagesOf(err.body)['externalIds.orderNr'])
      setAskForce(err.body?.message ?? '');
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
      askForceOnRepeat(refused(e));
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
      await state.adopt(res.order);
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
      const refusedField =
        Object.keys(fresh.fields).length > 0 || (!creating && state.hasDenied(fresh, form));
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
      if (creating) askForceOnRepeat(err);
    } finally {
      setSaving(false);
    }
  };
  /** "Igen" on the repeated order number: create anyway with the last computed values. */
  const forceCreate = () => {
    setAskForce(null);
    setSaving(true);
    void create(true, lastComputed.current).finally(() => setSaving(false));
  };

  return { saving, message, askForce, setAskForce, refused, save, forceCreate };
}
