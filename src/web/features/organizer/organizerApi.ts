import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import { FREIGHT_ERRORS } from '../../../core/freights/freights.errors.ts';
import { ORGANIZER_API } from '../../../core/organizer/organizer.api.ts';
import type { OrganizerCard, OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';
import { PICKUPS_API } from '../../../core/pickups/pickups.api.ts';
import { callApi } from '../../api/callApi.ts';
import { saveWithWarnings } from '../../truckJobs/saveWithWarnings.ts';
import { askWarnings } from '../../truckJobs/WarningsPrompt.tsx';

/** The board of a depot's week (one call). */
export const fetchOrganizer = (
  query: { from: string; to: string; depot?: string | undefined },
  signal?: AbortSignal,
): Promise<OrganizerResponse> =>
  callApi(ORGANIZER_API.queryOrganizer, {
    query: { from: query.from, to: query.to, ...(query.depot && { depot: query.depot }) },
    signal,
    errorMode: 'silent',
  });

/**
 * Fixes (scheduled) or unfixes (new) the cards: the server's save warnings are listed in ONE
 * confirmation (business.md §5); "Vissza" leaves everything as it was. Resolves null when the user went back.
 */
export async function setFixed(cards: readonly OrganizerCard[], fixed: boolean): Promise<string | null> {
  const items = cards.map((c) => ({ kind: c.kind, id: c.id, __v: c.__v }));
  const result = await saveWithWarnings({
    check: async () => [],
    send: (confirmed) =>
      callApi(fixed ? ORGANIZER_API.fix : ORGANIZER_API.unfix, {
        body: { items, confirmed },
        errorMode: 'silent',
      }),
    ask: askWarnings,
    confirmationCode: FREIGHT_ERRORS.confirmationNeeded.code,
  });
  return result.saved ? result.value.message : null;
}

/**
 * Moves each card to `dateOf(card)` through the freight / pickup save (the save warnings apply). The
 * warnings are asked once: a "Mentés mégis" confirms the same save of the cards that follow.
 * Resolves how many were moved; stops at the first the user declines.
 */
export async function moveCards(
  cards: readonly OrganizerCard[],
  dateOf: (card: OrganizerCard) => string,
): Promise<number> {
  let confirmedAll = false;
  let moved = 0;
  for (const card of cards) {
    const deliveryDate = dateOf(card);
    const params = { id: card.id, version: String(card.__v) };
    const result = await saveWithWarnings<unknown>({
      check: async () => [],
      send: (confirmed) =>
        card.kind === 'freight'
          ? callApi(FREIGHTS_API.update, {
              params,
              body: { deliveryDate, confirmed: confirmed || confirmedAll },
              errorMode: 'silent',
            })
          : callApi(PICKUPS_API.update, {
              params,
              body: { deliveryDate, confirmed: confirmed || confirmedAll },
              errorMode: 'silent',
            }),
      ask: async (warnings) => {
        confirmedAll = await askWarnings(warnings);
        return confirmedAll;
      },
      confirmationCode: FREIGHT_ERRORS.confirmationNeeded.code,
    });
    if (!result.saved) break;
    moved += 1;
  }
  return moved;
}
