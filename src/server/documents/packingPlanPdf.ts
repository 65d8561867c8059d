import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import { PACKING_ALGORITHM_NAMES, type PackingPlan } from '../../core/packing/packingModel.ts';
import { PACKING_STOP_COLORS } from '../../core/packing/renderPackingSvg.ts';
import { docText, huDate, huNumber } from './documentTexts.ts';
import { contentWidth, createPdf, PDF_MARGIN, pdfFields } from './pdfDocument.ts';

/**
 * The floor plan of the freight's packing plan (GET /packing-plan-pdf/{id}), drawn as
 * renderPackingSvg draws it: seen from above, front wall left, rear door right, a colour per stop,
 * each floor spot numbered with its loading sequence (×n for a stack of n).
 */
export function renderPackingPlanPdf(details: FreightDetails, plan: PackingPlan): Promise<Buffer> {
  const f = details.freight;
  const title = `${docText('doc.packingPlanTitle')} – ${docText('freights.detailsTitle', { id: f.freightId })}`;
  const pdf = createPdf(title, true);
  const { doc } = pdf;
  doc.font('bold').fontSize(16).text(title).font('regular').fontSize(10);
  pdfFields(doc, [
    [docText('col.deliveryDate'), huDate(f.deliveryDate)],
    [docText('col.truckType'), f.truckType ?? ''],
    [docText('doc.algorithm'), PACKING_ALGORITHM_NAMES[plan.algorithm]],
    [docText('col.pallets'), huNumber(plan.placements.length)],
  ]);
  doc.moveDown(0.5);
  const scale = contentWidth(doc) / plan.floor.length;
  const top = doc.y + 14;
  doc.fontSize(8).text(docText('doc.front'), PDF_MARGIN, top - 12);
  doc.text(docText('doc.rear'), PDF_MARGIN, top - 12, { width: contentWidth(doc), align: 'right' });
  doc
    .rect(PDF_MARGIN, top, plan.floor.length * scale, plan.floor.width * scale)
    .lineWidth(1)
    .fillAndStroke('#fafafa', '#333333');
  for (const p of plan.placements) {
    if (p.level > 0) continue;
    const stack = plan.placements.filter((q) => q.x === p.x && q.y === p.y).length;
    const color = PACKING_STOP_COLORS[p.pallet.stop % PACKING_STOP_COLORS.length]!;
    const x = PDF_MARGIN + p.x * scale;
    const y = top + p.y * scale;
    const w = p.dx * scale;
    const h = p.dy * scale;
    doc.rect(x, y, w, h).fillOpacity(0.55).fill(color);
    doc.rect(x, y, w, h).fillOpacity(1).lineWidth(0.7).stroke(color);
    const label = `${p.loadSeq}${stack > 1 ? `×${stack}` : ''}`;
    const size = Math.max(5, Math.min(w, h) / 3);
    doc
      .fillColor('#000000')
      .fontSize(size)
      .text(label, x, y + h / 2 - size / 2, { width: w, align: 'center', lineBreak: false });
  }
  doc.fillColor('#000000').fontSize(10);
  doc.y = top + plan.floor.width * scale + 10;
  doc.x = PDF_MARGIN;
  const stops = [...new Set(plan.placements.map((p) => p.pallet.stop))].sort((a, b) => a - b);
  for (const stop of stops) {
    const w = f.waypoints[stop];
    const y = doc.y;
    doc.rect(PDF_MARGIN, y + 1, 10, 8).fill(PACKING_STOP_COLORS[stop % PACKING_STOP_COLORS.length]!);
    doc
      .fillColor('#000000')
      .text(`${stop + 1}. ${docText('doc.stop').toLowerCase()}: ${w?.address ?? ''}`, PDF_MARGIN + 16, y);
  }
  doc.moveDown(0.5).text(docText('doc.legend'), PDF_MARGIN);
  doc.text(docText('doc.usedLength', { meters: huNumber(plan.usedLength / 1000, 2) }));
  if (plan.unplaced.length > 0) doc.text(docText('doc.unplaced', { count: plan.unplaced.length }));
  return pdf.finish();
}
