import { cancelProcessing, setAutoProcessing } from '../api/processing.api.ts';
import type { CommandContext } from '../commands/commandTypes.ts';
import { defineCommands } from '../commands/defineCommands.ts';
import { canCancel, hasResults, resultFilterPath } from '../state/processingResult.ts';
import { hideResultCard, pollNow, processingState } from '../state/processingState.ts';

const noModal = (c: CommandContext) => c.modal === null;

/** Whether the card's "Szűrés" target is a screen the user may open. */
function filterAllowed(c: CommandContext): boolean {
  const card = processingState.resultCard;
  if (!hasResults(card) || resultFilterPath(card) === null) return false;
  return card.freightIds.length > 0 ? c.can('/freights') : c.can('/pickups');
}

/**
 * The bottom bar's commands: cancel the followed planning job, the auto-processing switch, and the
 * result card's "Szűrés". processingState.status is set only while the user may see processing
 * (seeOrdersProcessing, which is also who may switch auto-processing), so it gates them.
 */
export const PROCESSING_COMMANDS = defineCommands([
  {
    id: 'processing.cancel',
    titleKey: 'commands.processingCancel',
    group: 'app',
    selection: 'none',
    when: (c) => noModal(c) && canCancel(processingState.status),
    run: async () => {
      const s = processingState.status;
      if (!canCancel(s)) return;
      // A refusal has been shown as an alert already (the server's text).
      await cancelProcessing(s.activeJobId).catch(() => undefined);
      pollNow();
    },
  },
  {
    id: 'processing.toggleAuto',
    titleKey: 'commands.processingToggleAuto',
    group: 'app',
    selection: 'none',
    when: (c) => noModal(c) && processingState.status !== null,
    run: async () => {
      const s = processingState.status;
      if (!s) return;
      const answer = await setAutoProcessing(!s.isAutoProcessing).catch(() => null);
      if (answer && processingState.status) processingState.status.isAutoProcessing = answer.isAutoProcessing;
      pollNow();
    },
  },
  {
    id: 'resultCard.filter',
    titleKey: 'commands.resultCardFilter',
    group: 'navigation',
    selection: 'none',
    when: (c) => noModal(c) && filterAllowed(c),
    run: (c) => {
      const path = resultFilterPath(processingState.resultCard);
      if (path) c.navigate(path);
    },
  },
  {
    id: 'resultCard.hide',
    titleKey: 'commands.resultCardHide',
    group: 'app',
    selection: 'none',
    when: (c) => noModal(c) && hasResults(processingState.resultCard),
    run: () => hideResultCard(),
  },
]);
