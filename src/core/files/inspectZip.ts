/**
 * What a ZIP container (.xlsx, .ods) declares about itself, read from its central directory only:
 * nothing is inflated, so a zip bomb or a cut-off file is told apart before SheetJS unpacks it.
 */
export type ZipInspection =
  | { ok: true; entries: number; uncompressedBytes: number; parts: ZipPart[] }
  | { ok: false; problem: 'broken' | 'tooLarge' };

/** One entry as the central directory declares it (where its local header is, how it is packed). */
export interface ZipPart {
  /** 0 stored, 8 deflated. */
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderAt: number;
}

/** Limits of a spreadsheet container: the unpacked size of all parts and their number. */
export interface ZipLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
}

/** Spreadsheet uploads: a 100,000-row sheet unpacks to well under this; a bomb goes far beyond. */
export const SHEET_ZIP_LIMITS: ZipLimits = { maxUncompressedBytes: 200 * 1024 * 1024, maxEntries: 5000 };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const MAX_COMMENT = 0xffff;
/** ZIP64 puts this in a 32-bit size field: the entry is 4 GB or more, past any limit of ours. */
const ZIP64_MARK = 0xffffffff;

function findEndRecord(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** Sums the declared unpacked sizes of a ZIP's entries; a missing or cut directory is 'broken'. */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits = SHEET_ZIP_LIMITS): ZipInspection {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_SIZE) return { ok: false, problem: 'broken' };
  const end = findEndRecord(view);
  if (end < 0) return { ok: false, problem: 'broken' };
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirStart = view.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF here mean a ZIP64 directory: far beyond a 10 MB spreadsheet's needs.
  if (count === 0xffff || dirStart === ZIP64_MARK) return { ok: false, problem: 'tooLarge' };
  if (count > limits.maxEntries) return { ok: false, problem: 'tooLarge' };
  if (dirStart + dirSize > end) return { ok: false, problem: 'broken' };
  let at = dirStart;
  let total = 0;
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      return { ok: false, problem: 'broken' };
    }
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARK) return { ok: false, problem: 'tooLarge' };
    total += size;
    if (total > limits.maxUncompressedBytes) return { ok: false, problem: 'tooLarge' };
    parts.push({
      method: view.getUint16(at + 10, true),
      compressedBytes: view.getUint32(at + 20, true),
      uncompressedBytes: size,
      localHeaderAt: view.getUint32(at + 42, true),
    });
    at +=
      CENTRAL_SIZE +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return { ok: true, entries: count, uncompressedBytes: total, parts };
}
