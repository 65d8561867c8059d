import type { ColumnOption } from '../grid/gridTypes.ts';
import { appState } from './appState.ts';

/** The pallet types of the app config (GET /api/config `palletTypes`), by name; products and fees both offer them. */
export function palletTypeNames(): string[] {
  const types = (appState.config?.palletTypes ?? []) as { name?: unknown }[];
  return types.map((p) => String(p.name ?? '')).filter((n) => n !== '');
}

/** The pallet types as select options. */
export const palletTypeOptions = (): ColumnOption[] => palletTypeNames().map((n) => ({ value: n, label: n }));
