import type { AppPath } from '../../core/permissions/index.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { foldText } from './paletteSearch.ts';

/**
 * A kind of record the palette jumps to by typing its word and an id ("fuvar 1234"). Each business
 * area registers its own kind, so later areas add theirs without touching the palette.
 */
export interface JumpKind {
  kind: string;
  labelKey: MessageKey;
  /** Hungarian words (any accents) that start a jump of this kind. */
  words: readonly string[];
  /** The app path that opens the record with its dialog. */
  target(id: string): string;
  /** The app path the user must be allowed to open. */
  screen: AppPath;
  /** The shape of this kind's id when typed alone, without the word ("241122TVSABCDE", "1234"). */
  bare?: RegExp;
}

const kinds = new Map<string, JumpKind>();

export function registerJumpKind(kind: JumpKind): () => void {
  kinds.set(kind.kind, kind);
  return () => {
    if (kinds.get(kind.kind) === kind) kinds.delete(kind.kind);
  };
}

export function jumpKinds(): JumpKind[] {
  return [...kinds.values()];
}

/**
 * Parses "fuvar 1234" / "rendelés 241122TVSABCDE" into the jumps it may mean (a word prefix counts);
 * an id typed alone means every kind whose ids look like it ("1234": freight or pickup).
 */
export function parseJump(query: string, available = jumpKinds()): { kind: JumpKind; id: string }[] {
  const alone = query.trim();
  if (alone !== '' && !/\s/.test(alone)) {
    return available.filter((k) => k.bare?.test(alone)).map((kind) => ({ kind, id: alone }));
  }
  const m = /^\s*(\S+)\s+(.+?)\s*$/.exec(query);
  if (!m) return [];
  const word = foldText(m[1] ?? '');
  const id = m[2] ?? '';
  if (word.length < 2) return [];
  // A whole word wins over a prefix ("fuvar 12" is a freight, not a fuvarozó).
  const exact = available.filter((k) => k.words.some((w) => foldText(w) === word));
  const kinds =
    exact.length > 0 ? exact : available.filter((k) => k.words.some((w) => foldText(w).startsWith(word)));
  return kinds.map((kind) => ({ kind, id }));
}

// Until the freight, order and pickup areas arrive with their screens, their jump kinds live here;
// each area takes its own over (registerJumpKind replaces by kind).
registerJumpKind({
  kind: 'freight',
  labelKey: 'jumps.freight',
  words: ['fuvar'],
  target: (id) => `/freights?freightId=${encodeURIComponent(id)}`,
  screen: '/freights',
});
registerJumpKind({
  kind: 'order',
  labelKey: 'jumps.order',
  words: ['rendelés'],
  target: (id) => `/orders?orderId=${encodeURIComponent(id)}`,
  screen: '/orders',
});
registerJumpKind({
  kind: 'pickup',
  labelKey: 'jumps.pickup',
  words: ['átvét'],
  target: (id) => `/pickups?pickupId=${encodeURIComponent(id)}`,
  screen: '/pickups',
});

/** The master-data lists open with their quick filter set to what was typed ("jármű ABC-123"). */
const listJump = (kind: string, words: string[], screen: AppPath, extra = ''): JumpKind => ({
  kind,
  labelKey: `jumps.${kind}` as MessageKey,
  words,
  target: (id) => `${screen}?${extra}q=${encodeURIComponent(id.trim())}`,
  screen,
});
registerJumpKind(listJump('vehicle', ['jármű', 'kamion'], '/vehicles'));
registerJumpKind(listJump('transporter', ['fuvarozó'], '/transporters'));
registerJumpKind(listJump('depot', ['depó', 'telephely'], '/sites', 'list=depots&'));
registerJumpKind(listJump('factory', ['gyár'], '/sites', 'list=factories&'));
registerJumpKind(listJump('fleet', ['flotta', 'rendszám'], '/fleet'));
