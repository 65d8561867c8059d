import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommands } from '../../commands/viewExtras.ts';

/** The view id of /events (grid preferences, commands' `when`). */
export const EVENTS_VIEW = 'events';
const onEvents = (c: CommandContext) => c.modal === null && c.view?.id === EVENTS_VIEW;

/** /events: details of the row (also Enter), jump to the filters, clear them. */
export const EVENT_COMMANDS = defineCommands([
  {
    id: 'events.details',
    titleKey: 'commands.eventsDetails',
    group: 'view',
    selection: 'one',
    when: onEvents,
    run: (c) => {
      const row = c.selection[0];
      if (row) c.view?.actions.edit?.(row);
    },
  },
  ...viewCommands(
    {
      'events.focusFilters': 'commands.eventsFocusFilters',
      'events.clearFilters': 'commands.eventsClearFilters',
    },
    { views: [EVENTS_VIEW], ifOffered: false },
  ),
]);
