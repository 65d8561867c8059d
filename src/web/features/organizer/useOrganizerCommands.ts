import { addDays } from '../../../core/calendar/workdays.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { useViewExtras } from '../../commands/useViewExtras.ts';
import { startOfWeek } from '../../i18n/format.ts';
import type { useT } from '../../i18n/useT.ts';
import { openFromOtherScreen } from '../../shell/returnTrip.ts';
import { moveCards, setFixed } from './organizerApi.ts';
import { cardKey } from './organizerBoard.ts';
import { ORGANIZER_VIEW } from './organizerCommands.ts';
import type { OrganizerBoardState } from './useOrganizerBoard.ts';
import type { OrganizerData } from './useOrganizerData.ts';

/** The organizer's commands by id (the toolbar's buttons call the same ones). */
export type OrganizerActions = Partial<Record<CommandId, () => void>>;

/**
 * The organizer's commands: the week and depot, fixing and unfixing, moving a day earlier or later
 * (the save warnings ask), selecting a day, opening the card and the map; registered as the view's
 * actions for the key bindings and the palette.
 */
export function useOrganizerCommands(
  page: OrganizerData,
  board: OrganizerBoardState,
  t: ReturnType<typeof useT>,
): OrganizerActions {
  const { navigate, week, depot, data, go, afterWrite, fail } = page;
  const { columns, focus, focusedCard, targets, setSelected } = board;

  const fix = (fixed: boolean) => {
    const cards = targets();
    if (cards.length === 0) return;
    setFixed(cards, fixed)
      .then((text) => {
        if (text) setSelected(new Set());
        afterWrite(text);
      })
      .catch(fail);
  };
  const move = (days: number) => {
    const cards = targets().filter((c) => c.deliveryDate !== null);
    if (cards.length === 0) return;
    moveCards(cards, (c) => addDays(c.deliveryDate as string, days))
      .then((n) => afterWrite(n > 0 ? t('organizer.moved', { count: n }) : null))
      .catch(fail);
  };
  const cycleDepot = (step: number) => {
    const list = [...(data?.depots.map((d) => d.shortName) ?? []), ''];
    const at = list.indexOf(depot ?? '');
    const next = list[(at + step + list.length) % list.length] ?? '';
    setSelected(new Set());
    go({ depot: next === '' ? undefined : next });
  };
  const open = () => {
    if (!focusedCard) return;
    const n = encodeURIComponent(focusedCard.number);
    openFromOtherScreen(
      navigate,
      focusedCard.kind === 'freight'
        ? `/freights?freightId=${n}&open=${n}`
        : `/pickups?pickupId=${n}&open=${n}`,
    );
  };
  const openMap = () => {
    const date = focusedCard?.deliveryDate ?? columns[focus.day]?.date ?? week;
    const params = new URLSearchParams({ from: date, to: date });
    if (depot) params.set('depot', depot);
    if (focusedCard?.kind === 'freight') params.set('freightId', focusedCard.number);
    navigate(`/map?${params.toString()}`);
  };

  const extras: OrganizerActions = {
    'organizer.previousWeek': () => go({ week: addDays(week, -7) }),
    'organizer.nextWeek': () => go({ week: addDays(week, 7) }),
    'organizer.thisWeek': () => go({ week: startOfWeek(new Date()) }),
    'organizer.nextDepot': () => cycleDepot(1),
    'organizer.previousDepot': () => cycleDepot(-1),
    'organizer.fix': () => fix(true),
    'organizer.unfix': () => fix(false),
    'organizer.moveEarlier': () => move(-1),
    'organizer.moveLater': () => move(1),
    'organizer.selectDay': () => board.toggleSelected((columns[focus.day]?.cards ?? []).map(cardKey)),
    'organizer.open': open,
    'organizer.openMap': openMap,
  };
  useViewExtras(ORGANIZER_VIEW, extras);
  return extras;
}
