import { describe, expect, it } from 'vitest';
import { FREIGHT_DOCUMENTS_API } from '../../src/core/freights/freightDocuments.api.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { pdfText } from './support/pdfText.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

type PdfEndpoint = (typeof FREIGHT_DOCUMENTS_API)['freightPdf' | 'packingPlanPdf' | 'assignmentPdf'];

describe.each(BACKENDS)('freight documents [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHT_DOCUMENTS_API;
  const store = async (values: Partial<NewFreight>) =>
    (await insertFreights(env().database.db, [newFreightValues(values)]))[0]!;
  const pdfOf = async (e: PdfEndpoint, id: string, as = 'logistics-viewer') => {
    const res = await env().request(e, { as, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    return pdfText(res.rawPayload);
  };

  it('freight sheet, transport order and packing plan are PDFs with the freight number and Hungarian text', async () => {
    const f = await store({ driverName: 'Kővári Ödön Űrhajós', comment: 'Törékeny áru, őrizni!' });
    const sheet = await pdfOf(api.freightPdf, f.freightId);
    expect(sheet).toContain(`Fuvarlap – ${f.freightId}. fuvar`);
    expect(sheet).toContain('Kővári Ödön Űrhajós');
    expect(sheet).toContain('Törékeny áru, őrizni!');
    expect(sheet).toContain('9021 Győr, Baross Gábor út 1.');

    const order = await pdfOf(api.assignmentPdf, f.id);
    expect(order).toContain(`Fuvarmegbízás – ${f.freightId}. fuvar`);
    expect(order).toContain('Fuvarozó aláírása, bélyegzője');
    expect(order).not.toContain('Bevétel'); // the carrier never sees the income

    // No stored plan: laid out now by the configured algorithm, 12 EUR pallets on the floor.
    const plan = await pdfOf(api.packingPlanPdf, f.freightId);
    expect(plan).toContain(`Rakodási terv – ${f.freightId}. fuvar`);
    expect(plan).toContain('1. lerakó: 9021 Győr, Baross Gábor út 1.');
    expect(plan).toMatch(/Raklap\n12/);
  });

  it('cargoplan SVG is well-formed with the pallets drawn; a missing freightId is 400', async () => {
    const f = await store({});
    const res = await env().request(api.cargoPlanSvg, { as: 'admin', query: { freightId: f.freightId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = res.body;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    // Well-formed: every opened element is closed in order (the drawing has no comments or CDATA).
    const stack: string[] = [];
    for (const t of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      if (t[1]) expect(stack.pop()).toBe(t[2]);
      else if (!t[3]) stack.push(t[2]!);
    }
    expect(stack).toEqual([]);
    expect(svg.match(/<g>/g)?.length).toBeGreaterThan(0);
    const missing = await env().request(api.cargoPlanSvg, { as: 'admin', query: { freightId: '' } });
    expect(missing.statusCode).toBe(400);
  });

  it("transporter users get their own freights' documents; another's and unknown ones are 404", async () => {
    const own = (await findUserByUsername(env().database.db, 'transporter-manager'))?.transporterId as string;
    const theirs = await store({ transporterId: own });
    const others = await store({ transporterId: null });
    await pdfOf(api.assignmentPdf, theirs.freightId, 'transporter-viewer');
    const sheet = await pdfOf(api.freightPdf, theirs.freightId, 'transporter-manager');
    expect(sheet).toContain(`Fuvarlap – ${theirs.freightId}. fuvar`);
    expect(sheet).not.toContain('Bevétel'); // money stays with planner-side staff, as in the panel
    expect(await pdfOf(api.freightPdf, theirs.freightId, 'admin')).toContain('Bevétel');
    for (const e of [api.freightPdf, api.packingPlanPdf, api.assignmentPdf]) {
      const res = await env().request(e, { as: 'transporter-manager', params: { id: others.freightId } });
      expect(res.statusCode).toBe(404);
      expect((await env().request(e, { as: 'admin', params: { id: '999999' } })).statusCode).toBe(404);
    }
    const svg = await env().request(api.cargoPlanSvg, {
      as: 'transporter-viewer',
      query: { freightId: others.id },
    });
    expect(svg.statusCode).toBe(404);
    expect((await env().request(api.freightPdf, { params: { id: theirs.id } })).statusCode).toBe(401);
  });
});
