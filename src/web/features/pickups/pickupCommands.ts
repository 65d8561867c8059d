import { registerJumpKind } from '../../commands/jumps.ts';

/** The view id of /pickups; its commands are the freights' (freights.clearIds, freights.statusFilter). */
export const PICKUPS_VIEW = 'pickups';

/** "átvét 12": /pickups narrowed to that pickup, with its details panel open. */
registerJumpKind({
  kind: 'pickup',
  labelKey: 'jumps.pickup',
  words: ['átvét', 'átvétel'],
  target: (id) => {
    const n = encodeURIComponent(id.trim());
    return `/pickups?pickupId=${n}&open=${n}`;
  },
  screen: '/pickups',
  bare: /^\d{1,9}$/,
});
