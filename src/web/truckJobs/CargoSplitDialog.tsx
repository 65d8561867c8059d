import { useState } from 'react';
import { CARGO_TRANSPORT_STATUSES } from '../../core/config/enums.ts';
import {
  CARGO_SPLIT_TYPES,
  type CargoSplitInput,
  type CargoSplitType,
} from '../../core/freights/cargoSplit.schemas.ts';
import type { CargoTransportStatus, FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import { clampPacked } from '../../core/freights/splitCargoLines.ts';
import type { TruckJobKindName } from '../../core/truckJobs/truckJob.ts';
import { useT } from '../i18n/useT.ts';
import { ActionDialog } from '../ui/ActionDialog.tsx';
import { NumberInput } from '../ui/inputs/NumberInput.tsx';
import { SelectInput } from '../ui/inputs/SelectInput.tsx';
import { TextInput } from '../ui/inputs/TextInput.tsx';
import { CargoTable } from './CargoTable.tsx';
import { splitCargo } from './cargoSplitApi.ts';
import { Refusal, useSplitCall } from './useSplitCall.tsx';

export interface CargoSplitDialogProps {
  kind: TruckJobKindName;
  /** The record's uuid, its number (title) and the version read. */
  id: string;
  number: string;
  version: number;
  cargo: readonly FreightCargoLine[];
  onDone(message: string): void;
  onCancel(): void;
}

const num = (n: number) => n.toLocaleString('hu-HU');

/** The dialog's title per kind. */
const TITLES = { freight: 'cargoSplit.titleFreight', pickup: 'cargoSplit.titlePickup' } as const;

/**
 * The cargo split dialog (business.md §2, §3 Cargo split item) of a freight or a pickup: by pallet
 * (tick the lines that leave) or by quantity (type what stays packed; clamped to 0…the quantity,
 * the rest leaves), the transport status the selected items get, a reason; Ctrl+S splits, Esc
 * cancels. No field takes the focus on arrival: the title does, and Tab walks the fields.
 */
export function CargoSplitDialog({
  kind,
  id,
  number,
  version,
  cargo,
  onDone,
  onCancel,
}: CargoSplitDialogProps) {
  const t = useT();
  const [type, setType] = useState<CargoSplitType>('byQuantity');
  const [selected, setSelected] = useState<boolean[]>(() => cargo.map(() => false));
  const [packed, setPacked] = useState<(number | null)[]>(() => cargo.map((c) => c.pallets));
  const [status, setStatus] = useState<CargoTransportStatus>('truckFull');
  const [reason, setReason] = useState('');
  const { saving, error, run } = useSplitCall(onDone);
  const moves = cargo.map((c, i) =>
    type === 'byPallet'
      ? selected[i]
        ? c.pallets
        : 0
      : Math.round((c.pallets - clampPacked(packed[i] ?? undefined, c.pallets)) * 1000) / 1000,
  );
  const anything = moves.some((m) => m > 0);
  const submit = async () => {
    if (!anything) return;
    const body: CargoSplitInput = {
      version,
      cargoSplitType: type,
      transportStatus: status,
      reason,
      cargo: cargo.map((c, i) => ({
        index: i,
        orderId: c.orderId,
        selected: type === 'byPallet' ? (selected[i] ?? false) : (moves[i] ?? 0) > 0,
        ...(type === 'byQuantity' && { packedDownQuantity: packed[i] ?? c.pallets }),
      })),
    };
    await run(() => splitCargo(kind, id, body));
  };
  const title = t(TITLES[kind], { id: number });
  return (
    <ActionDialog
      title={title}
      testId="cargo-split-dialog"
      className="cargo-split-dialog"
      focusTitle
      submitLabel={t('cargoSplit.submit')}
      submitDisabled={!anything || saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <SelectInput
        label={t('cargoSplit.type')}
        value={type}
        options={CARGO_SPLIT_TYPES.map((v) => ({ value: v, label: t(`cargoSplit.types.${v}`) }))}
        onChange={(v) => setType(v as CargoSplitType)}
      />
      <CargoTable
        cargo={cargo}
        countHead={t('cargoSplit.quantity')}
        more={{
          heads: [
            type === 'byPallet' ? t('cargoSplit.select') : t('cargoSplit.packed'),
            t('cargoSplit.moves'),
          ],
          cells: (c, i) => (
            <>
              <td>
                {type === 'byPallet' ? (
                  <input
                    type="checkbox"
                    aria-label={t('cargoSplit.selectItem', {
                      orderId: c.orderId,
                      palletType: c.palletType,
                    })}
                    checked={selected[i] ?? false}
                    onChange={(e) => setSelected((s) => s.map((v, k) => (k === i ? e.target.checked : v)))}
                  />
                ) : (
                  <NumberInput
                    label={t('cargoSplit.packedItem', { orderId: c.orderId, palletType: c.palletType })}
                    kind="quantity"
                    value={packed[i] ?? null}
                    onChange={(v) => setPacked((p) => p.map((x, k) => (k === i ? v : x)))}
                  />
                )}
              </td>
              <td data-testid="cargo-split-moves">{num(moves[i] ?? 0)}</td>
            </>
          ),
        }}
      />
      <SelectInput
        label={t('cargoSplit.transportStatus')}
        value={status}
        options={CARGO_TRANSPORT_STATUSES.map((s) => ({ value: s, label: t(`cargoSplit.statuses.${s}`) }))}
        onChange={(v) => setStatus(v as CargoTransportStatus)}
      />
      <TextInput label={t('cargoSplit.reason')} value={reason} onChange={setReason} />
      {!anything && <p className="muted">{t('cargoSplit.nothing')}</p>}
      <Refusal error={error} />
    </ActionDialog>
  );
}
