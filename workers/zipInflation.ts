// Node side of the ZIP checks of the product parse worker: the central directory (core/files/
// inspectZip.ts) only says what a file CLAIMS to unpack to. A file whose directory understates its
// parts (1.5 MB claiming 1 MB, unpacking to gigabytes) passed that check and ran SheetJS to the
// worker's 60 s limit at +0.8 GB (issue 32). Here every part is inflated once with its claimed size
// as the output cap (zlib's maxOutputLength), so a part that unpacks to more is caught after at most
// its claim — the whole check is bounded by the directory's total (≤ 200 MB) in time and memory.
import { inflateRawSync } from 'node:zlib';
import type { ZipPart } from '../src/core/files/inspectZip.ts';

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;

/** 'ok', or why the parts do not unpack as the directory says: 'lying' (more than claimed) or 'broken'. */
export function checkZipInflation(bytes: Uint8Array, parts: readonly ZipPart[]): 'ok' | 'lying' | 'broken' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const part of parts) {
    const at = part.localHeaderAt;
    if (at + LOCAL_SIZE > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) return 'broken';
    const flags = view.getUint16(at + 6, true);
    // Sizes in the local header (unless a data descriptor follows) must be the directory's: a reader
    // that goes by the local header must not unpack something else than what was checked.
    if (!(flags & 0x08)) {
      const localCompressed = view.getUint32(at + 18, true);
      const localSize = view.getUint32(at + 22, true);
      if (localCompressed !== part.compressedBytes || localSize !== part.uncompressedBytes) return 'lying';
    }
    const start = at + LOCAL_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + part.compressedBytes;
    if (end > bytes.byteLength) return 'broken';
    if (part.method === 0) {
      if (part.compressedBytes !== part.uncompressedBytes) return 'lying';
      continue;
    }
    if (part.method !== 8) return 'broken';
    let unpacked: Buffer;
    try {
      // One byte over the claim is enough to know it lies; nothing more is unpacked.
      unpacked = inflateRawSync(bytes.subarray(start, end), { maxOutputLength: part.uncompressedBytes + 1 });
    } catch (err) {
      return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'lying' : 'broken';
    }
    if (unpacked.length > part.uncompressedBytes) return 'lying';
  }
  return 'ok';
}
