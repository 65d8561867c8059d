import { z } from 'zod';
import { endpoint, fileAnswer } from '../api/endpoint.ts';

/**
 * The freight documents (business.md §7 rows Freights and Other: cargoplan): binary PDFs with
 * Hungarian text and the packing plan as SVG. `:id` is the freight's uuid or number. Transporter
 * users get only their own freights' documents (another's is a 404, as the details).
 * The PDFs are typed as Blob: the web client asks for them with `responseType: 'blob'`.
 */
export const FREIGHT_DOCUMENTS_API = {
  freightPdf: endpoint({
    summary: 'Prints the freight sheet (PDF)',
    description: 'The freight sheet: data, waypoints, cargo, costs. application/pdf.',
    response: fileAnswer('application/pdf'),
    method: 'GET',
    path: '/api/freights/pdf/:id',
  }),
  packingPlanPdf: endpoint({
    summary: 'Prints the packing plan (PDF)',
    description:
      "The floor plan of the freight's packing plan, drawn as renderPackingSvg draws it. application/pdf.",
    response: fileAnswer('application/pdf'),
    method: 'GET',
    path: '/api/freights/packing-plan-pdf/:id',
  }),
  assignmentPdf: endpoint({
    summary: 'Prints the transport order for the carrier (PDF)',
    description: 'The transport order (fuvarmegbízás) for the carrier. application/pdf.',
    response: fileAnswer('application/pdf'),
    method: 'GET',
    path: '/api/freights/assignment-pdf/:id',
  }),
  cargoPlanSvg: endpoint({
    summary: 'Draws the packing plan (SVG)',
    description: '`?freightId=` (uuid or number) → the packing plan as image/svg+xml.',
    response: fileAnswer<string>('image/svg+xml'),
    method: 'GET',
    path: '/api/cargoplan/getsvg',
    answers: { 404: 'No such freight, or one the caller may not see. Code: common.notFound.' },
    query: z.object({ freightId: z.string().trim().min(1, 'Hiányzó fuvarazonosító!').max(40) }),
  }),
} as const;
