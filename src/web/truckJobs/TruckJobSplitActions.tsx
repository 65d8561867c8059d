import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import { showAlert } from '../state/alertState.ts';
import { CargoSplitDialog } from './CargoSplitDialog.tsx';
import type { TruckJobKind } from './cargoSplitApi.ts';
import { cargoSplitHost } from './cargoSplitHost.ts';
import { SeparateOrderDialog } from './SeparateOrderDialog.tsx';

export interface TruckJobSplitActionsProps {
  kind: TruckJobKind;
  record: { id: string; number: string; __v: number; cargo: readonly FreightCargoLine[] };
  /** After a split or separation: the panel reloads the record. */
  onChanged(): void;
}

/**
 * The split and separate actions of a details panel (freight or pickup): buttons labelled with
 * their keys, the keys themselves (dialog scope, cargoSplitCommands.ts) while the panel is open,
 * and the dialogs. The server's success message (naming the new number) shows in the alert popup.
 */
export function TruckJobSplitActions({ kind, record, onChanged }: TruckJobSplitActionsProps) {
  const t = useT();
  const [open, setOpen] = useState<'split' | 'separate' | null>(null);
  const { overrides } = useSnapshot(keymapState);
  const keymap = effectiveKeymap(overrides);
  const keyOf = (command: string) => {
    const keys = keymap.find((b) => b.command === command)?.keys[0];
    return keys ? formatKeys(keys) : null;
  };
  const orderIds = [...new Set(record.cargo.map((c) => c.orderId))];
  const separable = kind === 'freight' && orderIds.length > 1;
  useEffect(
    () =>
      cargoSplitHost.set({
        openSplit: () => setOpen('split'),
        ...(separable && { openSeparate: () => setOpen('separate') }),
      }),
    [separable],
  );
  const done = (message: string) => {
    setOpen(null);
    showAlert(message, t('cargoSplit.doneTitle'));
    onChanged();
  };
  const label = (text: string, keys: string | null) => (keys ? `${text} (${keys})` : text);
  return (
    <div className="freight-documents" data-testid="cargo-split-actions">
      <button
        type="button"
        disabled={record.cargo.length === 0}
        onClick={() => setOpen('split')}
        {...(keyOf('cargoSplit.open') && { 'aria-keyshortcuts': keyOf('cargoSplit.open')! })}
      >
        {label(t('cargoSplit.open'), keyOf('cargoSplit.open'))}
      </button>
      {separable && (
        <button
          type="button"
          onClick={() => setOpen('separate')}
          {...(keyOf('cargoSplit.separate') && { 'aria-keyshortcuts': keyOf('cargoSplit.separate')! })}
        >
          {label(t('cargoSplit.separate'), keyOf('cargoSplit.separate'))}
        </button>
      )}
      {open === 'split' && (
        <CargoSplitDialog
          kind={kind}
          id={record.id}
          number={record.number}
          version={record.__v}
          cargo={record.cargo}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'separate' && (
        <SeparateOrderDialog
          freightId={record.id}
          number={record.number}
          version={record.__v}
          orderIds={orderIds}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  );
}
