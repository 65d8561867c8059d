import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

// pdfkit's 14 standard fonts encode WinAnsi only, which has no ő or ű: every document embeds DejaVu
// Sans (a subset of the glyphs used) from the dejavu-fonts-ttf package, so a fresh machine needs
// nothing from the operating system.
const require = createRequire(import.meta.url);

// Parsed once: handed a file, pdfkit would parse the font and its layout tables again for every
// document (≈ 100–300 ms each); pdfkit 0.20 takes a fontkit font as is (its @types lag behind).
function loadFont(file: string): PDFKit.Mixins.PDFFontSource {
  const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}
const FONT_REGULAR = loadFont('DejaVuSans.ttf');
const FONT_BOLD = loadFont('DejaVuSans-Bold.ttf');

/** A4 page margins, pt. */
export const PDF_MARGIN = 40;

/** One PDF being written: draw on `doc`, then `finish()` for the bytes. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  finish(): Promise<Buffer>;
}

/** A new A4 PDF with the Hungarian-capable fonts registered as 'regular' and 'bold'. */
export function createPdf(title: string, landscape = false): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: PDF_MARGIN,
    info: { Title: title, Creator: 'Fuvartervező' },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular').fontSize(10);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** A bold heading line followed by a little space. */
export function pdfHeading(doc: PDFKit.PDFDocument, text: string, size = 12): void {
  doc.moveDown(0.6).font('bold').fontSize(size).text(text).font('regular').fontSize(10).moveDown(0.2);
}

/** Label–value lines in two columns ("Fuvarozó: Teszt Kft."). */
export function pdfFields(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[]): void {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').text(label, PDF_MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .text(value || '–', PDF_MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, labelBottom);
  }
  doc.x = PDF_MARGIN;
}

/** A simple table: header row in bold, then the rows; widths are fractions of the content width. */
export function pdfTable(
  doc: PDFKit.PDFDocument,
  columns: readonly { title: string; width: number; align?: 'left' | 'right' }[],
  rows: readonly (readonly string[])[],
): void {
  const total = contentWidth(doc);
  const line = (cells: readonly string[], font: 'regular' | 'bold') => {
    if (doc.y > doc.page.height - PDF_MARGIN - 30) doc.addPage();
    const y = doc.y;
    let x = PDF_MARGIN;
    let bottom = y;
    doc.font(font);
    columns.forEach((c, i) => {
      const width = c.width * total;
      doc.text(cells[i] ?? '', x + 2, y, { width: width - 4, align: c.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 2;
    doc
      .moveTo(PDF_MARGIN, doc.y - 1)
      .lineTo(PDF_MARGIN + total, doc.y - 1)
      .lineWidth(0.3)
      .strokeColor('#999')
      .stroke();
  };
  line(
    columns.map((c) => c.title),
    'bold',
  );
  for (const r of rows) line(r, 'regular');
  doc.font('regular').x = PDF_MARGIN;
}

/** Width between the margins of the current page, pt. */
export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * PDF_MARGIN;
}
