import { useState } from 'react';
import type { FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import { useExternalIdColumns } from '../externalIds/useExternalIdColumns.ts';
import { useT } from '../i18n/useT.ts';
import { TextInput } from '../ui/inputs/TextInput.tsx';

export interface CargoExternalIdsEditProps {
  cargo: readonly FreightCargoLine[];
  /** Whether the permission rules let the user change the record's cargo at all (`cargo`). */
  editable: boolean;
  /** PUT cargo-external-id for one order's lines, at the version read. */
  save(orderId: string, externalIds: Record<string, string>): Promise<unknown>;
  onRefused(err: unknown): void;
}

/**
 * The external ids of a freight's or pickup's cargo, one group per order, with the configured cargo
 * names (a name the user's role may not edit is shown disabled) and a button per order that saves
 * that order's typed ids. Nothing shows when no cargo names are configured.
 */
export function CargoExternalIdsEdit({ cargo, editable, save, onRefused }: CargoExternalIdsEditProps) {
  const t = useT();
  const cargoNames = useExternalIdColumns('cargo');
  const [typed, setTyped] = useState<Record<string, Record<string, string>>>({});
  if (cargoNames.length === 0) return null;
  const orders = [...new Set(cargo.map((c) => c.orderId))];
  const value = (orderId: string, name: string) =>
    typed[orderId]?.[name] ?? cargo.find((c) => c.orderId === orderId)?.externalIds[name] ?? '';
  return orders.map((orderId) => (
    <fieldset key={orderId} className="transport-status" data-testid={`cargo-ids-${orderId}`}>
      <legend>{t('transportEdit.cargoIds', { orderId })}</legend>
      {cargoNames.map((n) => (
        <TextInput
          key={n.name}
          label={n.header}
          value={value(orderId, n.name)}
          disabled={!editable || !n.editable}
          onChange={(v) => setTyped((c) => ({ ...c, [orderId]: { ...c[orderId], [n.name]: v } }))}
        />
      ))}
      <button
        type="button"
        className="btn"
        disabled={!editable || !typed[orderId]}
        onClick={() =>
          void save(orderId, typed[orderId] ?? {})
            .then(() => setTyped(({ [orderId]: _, ...rest }) => rest))
            .catch(onRefused)
        }
      >
        {t('transportEdit.saveCargoIds')}
      </button>
    </fieldset>
  ));
}
