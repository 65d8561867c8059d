import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** The view id of /offers (grid preferences, commands' `when`). */
export const OFFERS_VIEW = 'offers';
const onOffers = { views: [OFFERS_VIEW], selection: 'one' } as const;

/** /offers: accept or reject the focused offer (transporter manager), show open offers only or all. Enter opens the details. */
export const OFFER_COMMANDS = defineCommands([
  viewCommand('offers.accept', 'commands.offersAccept', onOffers),
  viewCommand('offers.reject', 'commands.offersReject', onOffers),
  viewCommand('offers.toggleOpen', 'commands.offersToggleOpen', { views: [OFFERS_VIEW], ifOffered: false }),
]);

/** "ajánlat 1234" (or the freight's number alone): /offers narrowed to the offers of that freight, open or closed. */
registerJumpKind({
  kind: 'offer',
  labelKey: 'jumps.offer',
  words: ['ajánlat'],
  target: (id) => `/offers?q=${encodeURIComponent(id.trim())}`,
  screen: '/offers',
  bare: /^\d{1,9}$/,
});
