import { FREIGHT_DOCUMENTS_API } from '../../../core/freights/freightDocuments.api.ts';
import { callApi } from '../../api/callApi.ts';
import { downloadBlob } from '../../export/exportXlsx.ts';

/** The freight PDFs (business.md §7): contract endpoint and the file name's stem. */
export const FREIGHT_DOCUMENTS = {
  sheet: {
    endpoint: FREIGHT_DOCUMENTS_API.freightPdf,
    file: 'fuvarlap',
    labelKey: 'freightDocuments.sheetTitle',
  },
  packingPlan: {
    endpoint: FREIGHT_DOCUMENTS_API.packingPlanPdf,
    file: 'rakodasi-terv',
    labelKey: 'freightDocuments.packingPlanTitle',
  },
  assignment: {
    endpoint: FREIGHT_DOCUMENTS_API.assignmentPdf,
    file: 'fuvarmegbizas',
    labelKey: 'freightDocuments.assignmentTitle',
  },
} as const;
export type FreightDocumentKind = keyof typeof FREIGHT_DOCUMENTS;

// The freight whose details panel is open: the panel sets it, the documents' keys read it.
let openFreightId: string | null = null;

/** Which freight's documents the keys download (null: no details panel open). */
export const freightDocumentsHost = {
  set(freightId: string | null): void {
    openFreightId = freightId;
  },
  current: (): string | null => openFreightId,
};

/** Fetches the freight's PDF with the session's credentials and saves it ("fuvarlap-1234.pdf"). */
export async function downloadFreightDocument(kind: FreightDocumentKind, freightId: string): Promise<void> {
  const doc = FREIGHT_DOCUMENTS[kind];
  const blob = await callApi(doc.endpoint, { params: { id: freightId }, responseType: 'blob' });
  downloadBlob(blob, `${doc.file}-${freightId}.pdf`);
}
