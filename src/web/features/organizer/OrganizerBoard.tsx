import type { OrganizerCard, OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { OrganizerDayColumn } from './OrganizerDayColumn.tsx';
import { cardKey, moveFocus } from './organizerBoard.ts';
import type { OrganizerBoardState } from './useOrganizerBoard.ts';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * The week's board: a column per day. Arrows move between cards and days, Space selects, Enter
 * opens, Esc drops the selection.
 */
export function OrganizerBoard({
  data,
  board,
  onOpen,
}: {
  data: OrganizerResponse | null;
  board: OrganizerBoardState;
  onOpen(): void;
}) {
  const t = useT();
  const { columns, focus, focusedCard, selected, effectiveKey } = board;
  const onBoardKey = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (ARROWS.has(e.key) && !e.shiftKey) {
      e.preventDefault();
      board.focusAt(moveFocus(columns, focus, e.key as Parameters<typeof moveFocus>[2]));
    } else if (e.key === ' ' && focusedCard) {
      e.preventDefault();
      board.toggleSelected([cardKey(focusedCard)]);
    } else if (e.key === 'Enter' && focusedCard) {
      e.preventDefault();
      onOpen();
    } else if (e.key === 'Escape' && selected.size > 0) {
      e.preventDefault();
      e.stopPropagation();
      board.setSelected(new Set());
    }
  };
  const statusLabel = (c: OrganizerCard) =>
    t(`${c.kind === 'freight' ? 'freights' : 'pickups'}.status.${c.status}` as MessageKey);

  return (
    <fieldset ref={board.boardRef} className="org-board" data-testid="org-board" onKeyDown={onBoardKey}>
      <legend className="sr-only">{t('organizer.board')}</legend>
      {data?.days.map((day, i) => (
        <OrganizerDayColumn
          key={day.date}
          day={day}
          capacity={data.capacity ? (data.capacity[day.date] ?? {}) : null}
          dayIndex={i}
          cards={columns[i]?.cards ?? []}
          focusKey={effectiveKey}
          focusedEmpty={effectiveKey === `empty:${day.date}`}
          selected={selected}
          statusLabel={statusLabel}
          onFocusCard={(d, index) => board.setFocusKey(board.keyAt({ day: d, index }))}
        />
      ))}
    </fieldset>
  );
}
