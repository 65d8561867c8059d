import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import { docText, huDate, huNumber, statusText } from './documentTexts.ts';
import { createPdf, type PdfWriter, pdfFields, pdfHeading, pdfTable } from './pdfDocument.ts';

/**
 * The freight sheet (GET /pdf/{id}): the freight's data, waypoints, cargo and, for planner-side
 * staff only, costs and income (a carrier sees neither, as in the details panel).
 */
export function renderFreightSheetPdf(details: FreightDetails, withMoney: boolean): Promise<Buffer> {
  const f = details.freight;
  const title = `${docText('doc.sheetTitle')} – ${docText('freights.detailsTitle', { id: f.freightId })}`;
  const pdf = createPdf(title);
  pdf.doc.font('bold').fontSize(16).text(title).font('regular').fontSize(10);
  pdfFields(pdf.doc, [
    [docText('col.status'), statusText(f.status)],
    [docText('col.factoryShortName'), f.factoryShortName],
    [docText('col.depotShortName'), f.depotShortName ?? ''],
    [docText('col.releaseDate'), huDate(f.releaseDate)],
    [docText('col.deliveryDate'), huDate(f.deliveryDate)],
    [docText('col.expectedDeadlineDate'), huDate(f.expectedDeadlineDate)],
    [docText('col.truckType'), f.truckType ?? ''],
    [docText('col.transporterName'), details.transporterName ?? ''],
    [docText('col.truckLicensePlateNumber'), f.truckLicensePlateNumber ?? ''],
    [docText('col.driverName'), f.driverName ?? ''],
    [docText('col.distanceKm'), huNumber(f.distanceKm, 1)],
    [docText('doc.duration'), huNumber(f.durationMin)],
    [docText('doc.comment'), f.comment],
  ]);
  writeWaypoints(pdf, details);
  writeCargo(pdf, details);
  if (!withMoney) return pdf.finish();
  pdfHeading(pdf.doc, docText('freights.cost'));
  const c = f.costBreakdown;
  pdfFields(pdf.doc, [
    [docText('freights.distanceFee'), `${huNumber(c?.distanceFee)} Ft`],
    [docText('freights.waypointFee'), `${huNumber(c?.waypointFee)} Ft`],
    [docText('freights.palletFee'), `${huNumber(c?.palletFee)} Ft`],
    [docText('col.freightCost'), `${huNumber(f.freightCost)} Ft`],
    [docText('col.freightIncome'), `${huNumber(f.freightIncome)} Ft`],
  ]);
  return pdf.finish();
}

/** The unloading stops in driving order with their orders (shared with the transport order). */
export function writeWaypoints(pdf: PdfWriter, details: FreightDetails): void {
  pdfHeading(pdf.doc, docText('freights.waypoints'));
  pdfTable(
    pdf.doc,
    [
      { title: docText('doc.stop'), width: 0.1 },
      { title: docText('doc.address'), width: 0.5 },
      { title: docText('col.orderIds'), width: 0.28 },
      { title: 'km', width: 0.12, align: 'right' },
    ],
    details.freight.waypoints.map((w, i) => [
      `${i + 1}.`,
      w.address,
      w.orderIds.join(', '),
      huNumber(w.legKm, 1),
    ]),
  );
}

/** The cargo lines with a total row (shared with the transport order). */
export function writeCargo(pdf: PdfWriter, details: FreightDetails): void {
  const f = details.freight;
  const customers = new Map(details.orders.map((o) => [o.orderId, o.customerName]));
  pdfHeading(pdf.doc, docText('freights.cargo'));
  pdfTable(
    pdf.doc,
    [
      { title: docText('col.orderId'), width: 0.25 },
      { title: docText('doc.customer'), width: 0.33 },
      { title: docText('freights.palletType'), width: 0.14 },
      { title: docText('col.pallets'), width: 0.12, align: 'right' },
      { title: docText('col.kg'), width: 0.16, align: 'right' },
    ],
    [
      ...f.cargo.map((c) => [
        c.orderId,
        customers.get(c.orderId) ?? '',
        c.palletType,
        huNumber(c.pallets, 2),
        huNumber(c.kg),
      ]),
      [docText('doc.total'), '', '', huNumber(f.pallets, 2), huNumber(f.kg)],
    ],
  );
}
