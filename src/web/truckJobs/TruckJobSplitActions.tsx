import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import type { TruckJobKindName } from '../../core/truckJobs/truckJob.ts';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import { useRulesLetChange } from '../rules/useRulesLetChange.ts';
import { CargoSplitDialog } from './CargoSplitDialog.tsx';
import { cargoSplitHost } from './cargoSplitHost.ts';
import { SeparateOrderDialog } from './SeparateOrderDialog.tsx';

export interface TruckJobSplitActionsProps {
  kind: TruckJobKindName;
  record: { id: string; number: string; __v: number; cargo: readonly FreightCargoLine[] };
  /** After a split or separation: the panel reloads the record. */
  onChanged(): void;
}

/** Which kinds separate an order into a new truck job: freights only (POST separate-freight). */
const SEPARATES_ORDERS: Readonly<Record<TruckJobKindName, boolean>> = { freight: true, pickup: false };

/**
 * The split and separate actions of a details panel (freight or pickup): buttons labelled with
 * their keys, the keys themselves (dialog scope, cargoSplitCommands.ts) while the panel is open,
 * and the dialogs. The server's success message (naming the new number) stays under the buttons.
 */
export function TruckJobSplitActions({ kind, record, onChanged }: TruckJobSplitActionsProps) {
  const t = useT();
  const [open, setOpen] = useState<'split' | 'separate' | null>(null);
  const [done, setDone] = useState('');
  // A dialog removed from the page gives no focus back by itself: return it to where it was opened.
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback((which: 'split' | 'separate') => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setOpen(which);
  }, []);
  useEffect(() => {
    if (open !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);
  const { overrides } = useSnapshot(keymapState);
  const keymap = effectiveKeymap(overrides);
  const keyOf = (command: string) => {
    const keys = keymap.find((b) => b.command === command)?.keys[0];
    return keys ? formatKeys(keys) : null;
  };
  const orderIds = [...new Set(record.cargo.map((c) => c.orderId))];
  // The permission rules' `cargo` field of the freight or pickup, as the server's cargoSplit policies.
  const allowed = useRulesLetChange(kind, 'cargo');
  const separable = allowed && SEPARATES_ORDERS[kind] && orderIds.length > 1;
  useEffect(
    () =>
      !allowed
        ? undefined
        : cargoSplitHost.set({
            openSplit: () => show('split'),
            ...(separable && { openSeparate: () => show('separate') }),
          }),
    [allowed, separable, show],
  );
  // The success line stays in the panel (the shell's alert would sit under the native modal).
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    onChanged();
  };
  const label = (text: string, keys: string | null) => (keys ? `${text} (${keys})` : text);
  if (!allowed) return null;
  return (
    <div className="freight-documents" data-testid="cargo-split-actions">
      <button
        type="button"
        disabled={record.cargo.length === 0}
        onClick={() => show('split')}
        {...(keyOf('cargoSplit.open') && { 'aria-keyshortcuts': keyOf('cargoSplit.open')! })}
      >
        {label(t('cargoSplit.open'), keyOf('cargoSplit.open'))}
      </button>
      {separable && (
        <button
          type="button"
          onClick={() => show('separate')}
          {...(keyOf('cargoSplit.separate') && { 'aria-keyshortcuts': keyOf('cargoSplit.separate')! })}
        >
          {label(t('cargoSplit.separate'), keyOf('cargoSplit.separate'))}
        </button>
      )}
      {done && (
        <p className="muted" role="status" data-testid="cargo-split-done">
          {done}
        </p>
      )}
      {open === 'split' && (
        <CargoSplitDialog
          kind={kind}
          id={record.id}
          number={record.number}
          version={record.__v}
          cargo={record.cargo}
          onDone={finish}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'separate' && (
        <SeparateOrderDialog
          freightId={record.id}
          number={record.number}
          version={record.__v}
          orderIds={orderIds}
          onDone={finish}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  );
}
