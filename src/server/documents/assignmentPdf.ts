import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import { docText, huDate, huDay, huNumber } from './documentTexts.ts';
import { writeCargo, writeWaypoints } from './freightSheetPdf.ts';
import { contentWidth, createPdf, PDF_MARGIN, pdfFields, pdfHeading } from './pdfDocument.ts';

/**
 * The transport order for the carrier (GET /assignment-pdf/{id}): who orders what from whom,
 * loading, stops, cargo and the agreed fee; no income or internal costs.
 */
export function renderAssignmentPdf(details: FreightDetails, issuedAt: Date): Promise<Buffer> {
  const f = details.freight;
  const title = `${docText('doc.assignmentTitle')} – ${docText('freights.detailsTitle', { id: f.freightId })}`;
  const pdf = createPdf(title);
  const { doc } = pdf;
  doc.font('bold').fontSize(16).text(title).font('regular').fontSize(9);
  doc.text(docText('doc.issuedAt', { date: huDay(issuedAt) }));
  // A booked slot's time is 'H:MM' on the delivery date (issue 18; the rule files' format); an ISO instant is read as before.
  const time = f.timeSlot?.time ?? null;
  const slot = !time
    ? '–'
    : /^\d{1,2}:\d{2}$/.test(time)
      ? `${f.deliveryDate ? huDate(f.deliveryDate) : ''} ${time}${f.timeSlot?.dockName ? `, ${f.timeSlot.dockName}` : ''}`.trim()
      : `${huDate(time)} ${time.slice(11, 16)}`;
  pdfHeading(doc, docText('doc.carrier'));
  pdfFields(doc, [
    [docText('col.transporterName'), details.transporterName ?? ''],
    [docText('col.truckType'), f.truckType ?? ''],
    [docText('col.truckLicensePlateNumber'), f.truckLicensePlateNumber ?? ''],
    [docText('col.driverName'), f.driverName ?? ''],
  ]);
  pdfHeading(doc, docText('doc.loading'));
  pdfFields(doc, [
    [docText('col.factoryShortName'), f.factoryShortName],
    [docText('col.releaseDate'), huDate(f.releaseDate)],
    [docText('col.deliveryDate'), huDate(f.deliveryDate)],
    [docText('doc.timeSlot'), slot],
    [docText('col.distanceKm'), huNumber(f.distanceKm, 1)],
    [docText('col.freightCost'), `${huNumber(f.freightCost)} Ft`],
  ]);
  writeWaypoints(pdf, details);
  writeCargo(pdf, details);
  doc.moveDown(0.5);
  if (f.comment) pdfFields(doc, [[docText('doc.comment'), f.comment]]);
  doc.moveDown(1).text(docText('doc.terms'), PDF_MARGIN, doc.y, { width: contentWidth(doc) });
  if (doc.y > doc.page.height - 120) doc.addPage();
  const y = doc.y + 50;
  const half = contentWidth(doc) / 2;
  for (const [i, key] of ['doc.signaturePrincipal', 'doc.signatureCarrier'].entries()) {
    const x = PDF_MARGIN + i * half;
    doc
      .moveTo(x + 10, y)
      .lineTo(x + half - 10, y)
      .lineWidth(0.5)
      .strokeColor('#000')
      .stroke();
    doc.text(docText(key), x + 10, y + 4, { width: half - 20, align: 'center' });
  }
  return pdf.finish();
}
