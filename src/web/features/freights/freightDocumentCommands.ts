import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import {
  downloadFreightDocument,
  type FreightDocumentKind,
  freightDocumentsHost,
} from './freightDocuments.ts';

/** The command of each freight PDF (the buttons show their keys). */
export const FREIGHT_DOCUMENT_COMMAND_IDS: Record<FreightDocumentKind, string> = {
  sheet: 'freights.sheetPdf',
  packingPlan: 'freights.packingPlanPdf',
  assignment: 'freights.assignmentPdf',
};

const inPanel = (c: CommandContext) => c.modal === 'dialog' && freightDocumentsHost.current() !== null;
const download = (kind: FreightDocumentKind) => (): void => {
  const id = freightDocumentsHost.current();
  // The api client already shows the server's refusal; nothing more to say here.
  if (id) void downloadFreightDocument(kind, id).catch(() => undefined);
};

/** Download the open freight's PDFs from its details panel (keys in keymaps/default.json, dialog scope). */
export const FREIGHT_DOCUMENT_COMMANDS = defineCommands([
  {
    id: 'freights.sheetPdf',
    titleKey: 'commands.freightsSheetPdf',
    group: 'dialog',
    selection: 'none',
    when: inPanel,
    run: download('sheet'),
  },
  {
    id: 'freights.packingPlanPdf',
    titleKey: 'commands.freightsPackingPlanPdf',
    group: 'dialog',
    selection: 'none',
    when: inPanel,
    run: download('packingPlan'),
  },
  {
    id: 'freights.assignmentPdf',
    titleKey: 'commands.freightsAssignmentPdf',
    group: 'dialog',
    selection: 'none',
    when: inPanel,
    run: download('assignment'),
  },
]);
