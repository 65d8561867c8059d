import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { type EntityValidation, rulesClient } from '../../rules/rulesClient.ts';
import type { SaveWarning } from '../../truckJobs/saveWithWarnings.ts';
import { computeOrder, type OrderComputed, type OrderForm, orderFacts } from './orderForm.ts';
import { type OrderReferences, orderRulesContext } from './orderReferences.ts';
import { settleOrderChecks } from './settleOrderChecks.ts';

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
  /**
   * The save warnings of the form as it will be sent (the capacity family: its computed pallets
   * against the active trucks or the ones it names); `stored` is the order as read (an edit that
   * keeps its load asks nothing, as on the server).
   */
  warnings(form: OrderForm, computed: OrderComputed, stored: Order | null): Promise<SaveWarning[]>;
}

/**
 * Evaluates the form in the rules worker as it changes (100 ms after the last change): the same
 * rule files the server enforces compute the workday checks, expected deadline, default deadline,
 * deliveryToSite, 0 → 1 and the pallet counts, live; the order-level rules judge those computed
 * values (settleOrderChecks), so a message the server would give shows before the save.
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
      // Judged on what the save computes (pallets from quantities, a defaulted deadline), as the server does.
      const [settled] = await settleOrderChecks([orderFacts(f)], orderRulesContext(refs));
      if (!settled) throw new Error('rules answered no row');
      return {
        ready: true,
        fields: settled.result.fields,
        denied: settled.result.denied,
        computed: computeOrder(f, settled.changes, storedDeliveryToSite),
        form: f,
      };
    },
    [refs, storedDeliveryToSite],
  );
  const warnings = useCallback(
    async (f: OrderForm, computed: OrderComputed, stored: Order | null): Promise<SaveWarning[]> => {
      if (!refs) throw new Error('order references not loaded');
      const facts = orderFacts(f);
      const items = (facts.orderItems as Record<string, unknown>[]).map((item, i) => ({
        ...item,
        palletsCount: computed.items[i]?.palletsCount ?? item.palletsCount,
        kg: computed.items[i]?.kg ?? item.kg,
      }));
      const v = await rulesClient.validateEntity(
        'order',
        { ...facts, orderItems: items, ...(stored && { original: stored }) },
        orderRulesContext(refs),
        ['capacity'],
      );
      return v.warnings.map((w) => ({ code: w.code, message: w.message, trace: w.trace }));
    },
    [refs],
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
  return { ...state, evaluate, warnings };
}
