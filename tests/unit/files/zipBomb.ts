import { constants, deflateRawSync } from 'node:zlib';

interface Entry {
  name: string;
  data: Buffer;
  size: number;
}

function header(size: number, signature: number, fields: [number, 2 | 4, number][]): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(signature, 0);
  for (const [at, bytes, value] of fields) {
    if (bytes === 2) b.writeUInt16LE(value, at);
    else b.writeUInt32LE(value, at);
  }
  return b;
}

/** A ZIP of the given entries (deflated), as an .xlsx is. */
export function buildZip(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    // Local header and central directory entry: the same fields at their own offsets.
    const local = header(30, 0x04034b50, [
      [4, 2, 20],
      [8, 2, 8],
      [18, 4, e.data.length],
      [22, 4, e.size],
      [26, 2, name.length],
    ]);
    const central = header(46, 0x02014b50, [
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      [20, 4, e.data.length],
      [24, 4, e.size],
      [28, 2, name.length],
      [42, 4, offset],
    ]);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = header(22, 0x06054b50, [
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, dir.length],
    [16, 4, offset],
  ]);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

/** A zip bomb: ~40 kB of deflated zeros declaring (and unpacking to) `entries` × 8 MB. */
export function zipBomb(entries = 32): Uint8Array {
  const size = 8 * 1024 * 1024;
  const data = deflateRawSync(Buffer.alloc(size));
  return buildZip(
    Array.from({ length: entries }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data, size })),
  );
}

/**
 * A zip bomb whose central directory lies: each part claims 64 kB unpacked (1 MB in all, far under
 * any limit), while its data inflates to `chunks` × 8 MB of zeros (about 1.5 MB of file for 1.5 GB
 * at the default). The deflate stream is one sync-flushed block of 8 MB of zeros repeated, then an
 * empty final block, so no gigabyte is ever built here.
 */
export function lyingZipBomb(chunks = 190): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(8 * 1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const parts = 16;
  const perPart = Math.ceil(chunks / parts);
  const data = Buffer.concat([...Array.from({ length: perPart }, () => block), Buffer.from([0x03, 0x00])]);
  return buildZip(
    Array.from({ length: parts }, (_, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data,
      size: 64 * 1024,
    })),
  );
}
