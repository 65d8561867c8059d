import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** The view id of /offers (grid preferences, commands' `when`). */
export const OFFERS_VIEW = 'offers';
const onOffers = (c: CommandContext) => c.modal === null && c.view?.id === OFFERS_VIEW;

/** /offers: accept or reject the focused offer (transporter manager), show open offers only or all. Enter opens the details. */
export const OFFER_COMMANDS = defineCommands([
  {
    id: 'offers.accept',
    titleKey: 'commands.offersAccept',
    group: 'view',
    selection: 'one',
    when: (c): boolean => onOffers(c) && hasViewExtra(c, 'offers.accept'),
    run: (c): void => runViewExtra(c, 'offers.accept', c.selection),
  },
  {
    id: 'offers.reject',
    titleKey: 'commands.offersReject',
    group: 'view',
    selection: 'one',
    when: (c): boolean => onOffers(c) && hasViewExtra(c, 'offers.reject'),
    run: (c): void => runViewExtra(c, 'offers.reject', c.selection),
  },
  {
    id: 'offers.toggleOpen',
    titleKey: 'commands.offersToggleOpen',
    group: 'view',
    selection: 'none',
    when: onOffers,
    run: (c): void => runViewExtra(c, 'offers.toggleOpen'),
  },
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
