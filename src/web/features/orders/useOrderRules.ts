import { useEffect, useState } from 'react';
import { type EntityValidation, rulesClient } from '../../rules/rulesClient.ts';
import { computeOrder, type OrderComputed, type OrderForm, orderFacts } from './orderForm.ts';
import { type OrderReferences, orderRulesContext } from './orderReferences.ts';

/** The rules' word on the form: messages per field (dotted paths), refused fields and computed values. */
export interface OrderRulesState {
  ready: boolean;
  fields: EntityValidation['fields'];
  denied: EntityValidation['denied'];
  computed: OrderComputed;
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
): OrderRulesState {
  const [state, setState] = useState<OrderRulesState>(() => ({
    ready: false,
    fields: {},
    denied: {},
    computed: computeOrder(form, {}, storedDeliveryToSite),
  }));
  useEffect(() => {
    if (!refs) return;
    let live = true;
    const timer = setTimeout(() => {
      rulesClient
        .validateEntity('order', orderFacts(form), orderRulesContext(refs))
        .then((v) => {
          if (!live) return;
          setState({
            ready: true,
            fields: v.fields,
            denied: v.denied,
            computed: computeOrder(form, v.changes, storedDeliveryToSite),
          });
        })
        .catch(() => live && setState((s) => ({ ...s, ready: false })));
    }, 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form, refs, storedDeliveryToSite]);
  return state;
}
