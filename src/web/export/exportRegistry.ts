import type { MessageKey } from '../i18n/i18n.ts';

/** The export kinds of shell.md §3 (plus the user list); each names its file and sheet. */
export interface ExportKind {
  kind: string;
  titleKey: MessageKey;
  fileName: string;
}

const kinds = new Map<string, ExportKind>();

export function registerExportKind(kind: ExportKind): void {
  kinds.set(kind.kind, kind);
}

export function exportKind(kind: string): ExportKind | undefined {
  return kinds.get(kind);
}

export function exportKinds(): ExportKind[] {
  return [...kinds.values()];
}

for (const [kind, fileName] of [
  ['orders', 'rendelesek'],
  ['freights', 'fuvarok'],
  ['freightbills', 'fuvarszamlak'],
  ['pickups', 'gyari-atvetek'],
  ['products', 'arukatalogus'],
  ['statistics', 'statisztikak'],
  ['users', 'felhasznalok'],
  ['events', 'esemenynaplo'],
  ['vehicles', 'jarmuvek'],
  ['transporters', 'fuvarozok'],
  ['fleet', 'flotta'],
  ['depots', 'depok'],
  ['factories', 'gyarak'],
  ['calendar', 'naptar'],
  ['freightCosts', 'fuvardijak'],
  ['waypointCosts', 'lerakodasi-dijak'],
  ['palletFees', 'raklapdijak'],
] as const) {
  registerExportKind({ kind, titleKey: `exports.${kind}`, fileName });
}
