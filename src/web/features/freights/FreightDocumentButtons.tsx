import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/useT.ts';
import { formatKeys } from '../../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../../keyboard/keymapState.ts';
import { FREIGHT_DOCUMENT_COMMAND_IDS } from './freightDocumentCommands.ts';
import {
  downloadFreightDocument,
  FREIGHT_DOCUMENTS,
  type FreightDocumentKind,
  freightDocumentsHost,
} from './freightDocuments.ts';

/**
 * The freight's PDFs in its details panel: a button each, labelled with its command's key (the
 * user's own binding); while the panel is open those keys download them too.
 */
export function FreightDocumentButtons({ freightId }: { freightId: string }) {
  const t = useT();
  const { overrides } = useSnapshot(keymapState);
  useEffect(() => {
    freightDocumentsHost.set(freightId);
    return () => freightDocumentsHost.set(null);
  }, [freightId]);
  const keymap = effectiveKeymap(overrides);
  return (
    <div className="freight-documents" data-testid="freight-documents">
      {(Object.keys(FREIGHT_DOCUMENTS) as FreightDocumentKind[]).map((kind) => {
        const keys = keymap.find((b) => b.command === FREIGHT_DOCUMENT_COMMAND_IDS[kind])?.keys[0];
        return (
          <button
            key={kind}
            type="button"
            {...(keys && { 'aria-keyshortcuts': formatKeys(keys) })}
            onClick={() => void downloadFreightDocument(kind, freightId).catch(() => undefined)}
          >
            {t(FREIGHT_DOCUMENTS[kind].labelKey)} (PDF{keys ? `, ${formatKeys(keys)}` : ''})
          </button>
        );
      })}
    </div>
  );
}
