import type { ColumnOption } from '../grid/gridTypes.ts';
import { appState } from './appState.ts';

/** The pallet types of the app config (GET /api/config `palletTypes`), by name; products and fees both offer them. */
export function palletTypeNames(): string[] {
  const types = (appState.config?.palletTypes ?? []) as { name?: unknown }[];
  return types.map((p) => String(p.name ?? '')).filter((n) => n !== '');
}

/** The configured pallet types as the rules' context sees them (`ctx.palletTypes`: knownPalletType). */
export function palletTypeFacts(): { name: string; ratio: number; kg: number }[] {
  const types = (appState.config?.palletTypes ?? []) as { name?: unknown; ratio?: unknown; kg?: unknown }[];
  return types
    .map((p) => ({
      name: String(p.name ?? ''),
      ratio: typeof p.ratio === 'number' && p.ratio > 0 ? p.ratio : 1,
      kg: typeof p.kg === 'number' && p.kg >= 0 ? p.kg : 0,
    }))
    .filter((p) => p.name !== '');
}

/** The pallet types as select options. */
export const palletTypeOptions = (): ColumnOption[] => palletTypeNames().map((n) => ({ value: n, label: n }));
