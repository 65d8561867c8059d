import type { OrganizerCard, OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';

/** A card's key on the board (freight and pickup ids never meet, but the kind keeps it plain). */
export const cardKey = (c: Pick<OrganizerCard, 'kind' | 'id'>): string => `${c.kind}:${c.id}`;

/** The board's columns: each day of the answer with its cards (freights first, then pickups, by number). */
export function boardColumns(data: OrganizerResponse | null): { date: string; cards: OrganizerCard[] }[] {
  if (!data) return [];
  const byDay = new Map<string, OrganizerCard[]>(data.days.map((d) => [d.date, []]));
  for (const c of data.cards) if (c.deliveryDate) byDay.get(c.deliveryDate)?.push(c);
  return data.days.map((d) => ({ date: d.date, cards: byDay.get(d.date) ?? [] }));
}

/** Where the keyboard is on the board: a day and a card of it (0 also for an empty day). */
export interface BoardFocus {
  day: number;
  index: number;
}

/** The focus after an arrow key, kept inside the board (the row is clamped to the new day's cards). */
export function moveFocus(
  columns: readonly { cards: readonly unknown[] }[],
  focus: BoardFocus,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End',
): BoardFocus {
  const last = columns.length - 1;
  const day = Math.max(
    0,
    Math.min(last, focus.day + (key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0)),
  );
  const count = columns[day]?.cards.length ?? 0;
  let index = focus.index;
  if (key === 'ArrowUp') index -= 1;
  if (key === 'ArrowDown') index += 1;
  if (key === 'Home') index = 0;
  if (key === 'End') index = count - 1;
  return { day, index: Math.max(0, Math.min(Math.max(0, count - 1), index)) };
}

/** The position of a card on the board, if it is there. */
export function findCard(
  columns: readonly { cards: readonly OrganizerCard[] }[],
  key: string,
): BoardFocus | null {
  for (let day = 0; day < columns.length; day++) {
    const index = columns[day]?.cards.findIndex((c) => cardKey(c) === key) ?? -1;
    if (index >= 0) return { day, index };
  }
  return null;
}

/** "1 234 567": a whole number with the Hungarian thousands separator. */
export const formatAmount = (n: number): string => Math.round(n).toLocaleString('hu-HU');
