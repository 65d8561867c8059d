import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrganizerCard } from '../../../core/organizer/organizer.schemas.ts';
import { focusIsLost } from '../../shell/arrivalFocus.ts';
import { type BoardFocus, boardColumns, cardKey, findCard } from './organizerBoard.ts';
import type { OrganizerData } from './useOrganizerData.ts';

/**
 * The board's keyboard state: the columns of the loaded week, the focused card (or empty day) by
 * key so a reload keeps it, the selection, and the focus put back on the card after a render that
 * asked for it (or lost it to the page).
 */
export function useOrganizerBoard({ data, wantFocus }: Pick<OrganizerData, 'data' | 'wantFocus'>) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const boardRef = useRef<HTMLFieldSetElement>(null);

  const columns = useMemo(() => boardColumns(data), [data]);
  const focus: BoardFocus = useMemo(() => {
    if (focusKey?.startsWith('empty:')) {
      const day = columns.findIndex((c) => `empty:${c.date}` === focusKey);
      return { day: Math.max(0, day), index: 0 };
    }
    return (focusKey ? findCard(columns, focusKey) : null) ?? { day: 0, index: 0 };
  }, [columns, focusKey]);
  const keyAt = useCallback(
    (pos: BoardFocus): string | null => {
      const col = columns[pos.day];
      if (!col) return null;
      const card = col.cards[pos.index];
      return card ? cardKey(card) : `empty:${col.date}`;
    },
    [columns],
  );
  const effectiveKey = keyAt(focus);
  const focusedCard = columns[focus.day]?.cards[focus.index] ?? null;

  useEffect(() => {
    // Also when a reload replaced the focused card and the focus fell to the page: the body, or the
    // content where the shell parks it (CI: after PageDown the new week's board came with the focus
    // parked on main#main and no card took it).
    const lost = focusIsLost();
    if ((!wantFocus.current && !lost) || !data || !effectiveKey) return;
    const el = boardRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(effectiveKey)}"]`);
    if (el) {
      el.focus();
      wantFocus.current = false;
    }
  }, [data, effectiveKey, wantFocus]);

  const focusAt = (pos: BoardFocus) => {
    wantFocus.current = true;
    setFocusKey(keyAt(pos));
  };
  /** The selected cards, else the focused one. */
  const targets = (): OrganizerCard[] => {
    const cards = data?.cards ?? [];
    const chosen = cards.filter((c) => selected.has(cardKey(c)));
    return chosen.length > 0 ? chosen : focusedCard ? [focusedCard] : [];
  };
  /** Adds the keys to the selection, or takes them out when all are in it already. */
  const toggleSelected = (keys: readonly string[]) =>
    setSelected((s) => {
      const all = keys.every((k) => s.has(k));
      const next = new Set(s);
      for (const k of keys) all ? next.delete(k) : next.add(k);
      return next;
    });

  return {
    boardRef,
    columns,
    focus,
    keyAt,
    effectiveKey,
    focusedCard,
    setFocusKey,
    focusAt,
    selected,
    setSelected,
    toggleSelected,
    targets,
  };
}

/** What `useOrganizerBoard` gives. */
export type OrganizerBoardState = ReturnType<typeof useOrganizerBoard>;
