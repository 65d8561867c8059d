import { useCallback, useEffect, useState } from 'react';
import { type EntityValidation, rulesClient } from '../../rules/rulesClient.ts';
import { computeOrder, type OrderComputed, type OrderForm, orderFacts } from './orderForm.ts';
import { type OrderReferences, orderRulesContext } from './orderReferences.ts';

/** The rules' word on the form: messages per field (dotted paths), refused fields and computed values. */
export interface OrderRulesState {
  ready: boolean;
  fields: EntityValidation['fields'];
  denied: EntityValidation['denied'];
  computed: OrderComputed;
  /** The form these answers are about (the last one evaluated; the form on show may be newer). */
  form: OrderForm | null;
}

/** The rules state with a way to evaluate a form now (a save must not send what an older answer computed). */
export interface OrderRules extends OrderRulesState {
  evaluate(form: OrderForm): Promise<OrderRulesState>;
}

/**
 * Evaluates the form in the rules worker as it changes (100 ms after the last change): the same
 * rule files the server enforces compute the workday checks, expected deadline, default deadline,
 * deliveryToSite, 0 → 1 and the pallet counts, live.
 */
export function useOrderRules(
  form: OrderForm,
  refs: OrderReferences | null,
  storedDeliveryToSite = false,
): OrderRules {
  const [state, setState] = useState<OrderRulesState>(() => ({
    ready: false,
    fields: {},
    denied: {},
    computed: computeOrder(form, {}, storedDeliveryToSite),
    form: null,
  }));
  const evaluate = useCallback(
    async (f: OrderForm): Promise<OrderRulesState> => {
      if (!refs) throw new Error('order references not loaded');
      const v = await rulesClient.validateEntity('order', orderFacts(f), orderRulesContext(refs));
      return {
        ready: true,
        fields: v.fields,
        denied: v.denied,
        computed: computeOrder(f, v.changes, storedDeliveryToSite),
        form: f,
      };
    },
    [refs, storedDeliveryToSite],
  );
  useEffect(() => {
    if (!refs) return;
    let live = true;
    const timer = setTimeout(() => {
      evaluate(form)
        .then((next) => live && setState(next))
        .catch(() => live && setState((s) => ({ ...s, ready: false })));
    }, 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form, refs, evaluate]);
  return { ...state, evaluate };
}
