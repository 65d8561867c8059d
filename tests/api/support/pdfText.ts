import { inflateSync } from 'node:zlib';

// A small reader of the text pdfkit writes (Identity-H fonts, one ToUnicode CMap per font), so the
// tests read what a PDF viewer would show without pulling pdf.js into the project.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<string, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const s = body.indexOf('stream');
    if (s < 0) {
      out.set(m[1]!, { dict: body, stream: null });
      continue;
    }
    const start = (m.index ?? 0) + m[0].indexOf(body) + s + 'stream'.length;
    const dataStart = text[start] === '\r' ? start + 2 : start + 1;
    const end = text.lastIndexOf('endstream', (m.index ?? 0) + m[0].length);
    const raw = pdf.subarray(dataStart, end);
    const dict = body.slice(0, s);
    out.set(m[1]!, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return out;
}

function cmapOf(stream: Buffer): Map<number, string> {
  const text = stream.toString('latin1');
  const map = new Map<number, string>();
  const hexText = (h: string) => Buffer.from(h, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const r of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = Number.parseInt(r[1]!, 16);
      const targets = [...r[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((t) => t[1]!);
      if (r[3]!.startsWith('['))
        targets.forEach((t, i) => {
          map.set(from + i, hexText(t));
        });
      else {
        const base = Number.parseInt(targets[0]!, 16);
        for (let c = from; c <= Number.parseInt(r[2]!, 16); c++)
          map.set(c, String.fromCharCode(base + c - from));
      }
    }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const r of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(r[1]!, 16), hexText(r[2]!));
  return map;
}

/** The text shown on the PDF's pages, each shown string on its own line. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const o of objects.values())
    for (const f of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const unicodeRef = objects.get(f[2]!)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = unicodeRef ? objects.get(unicodeRef)?.stream : null;
      if (cmap && !fonts.has(f[1]!)) fonts.set(f[1]!, cmapOf(cmap));
    }
  const lines: string[] = [];
  for (const o of objects.values()) {
    if (!o.stream || o.dict.includes('/Length1') || o.dict.includes('CMap')) continue;
    const content = o.stream.toString('latin1');
    let font = new Map<number, string>();
    for (const t of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]) TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (t[1]) font = fonts.get(t[1]) ?? new Map();
      const hexes = t[2] ? [...t[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : t[3] ? [t[3]] : [];
      if (hexes.length === 0) continue;
      lines.push(
        hexes
          .map((h) => (h.match(/.{4}/g) ?? []).map((c) => font.get(Number.parseInt(c, 16)) ?? '').join(''))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
