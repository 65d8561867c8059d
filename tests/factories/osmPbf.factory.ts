import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** A node and a way of a hand-made OSM extract. */
export interface TinyNode {
  id: number;
  lat: number;
  lon: number;
}
export interface TinyWay {
  id: number;
  refs: number[];
  tags: Record<string, string>;
}
export interface TinyRestriction {
  id: number;
  from: number;
  via: number;
  to: number;
  restriction: string;
}

// Protobuf encoding, just what the OSM PBF format needs.
const varint = (n: number): number[] => {
  const out: number[] = [];
  let v = n;
  while (v >= 128) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
};
const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const field = (f: number, wire: number) => varint(f * 8 + wire);
const bytesField = (f: number, b: number[] | Uint8Array) => [...field(f, 2), ...varint(b.length), ...b];
const intField = (f: number, n: number) => [...field(f, 0), ...varint(n)];
const packed = (f: number, values: number[]) => bytesField(f, values.flatMap(varint));
const deltas = (values: number[]) =>
  values.map((v, i) => zigzag(v - (i > 0 ? (values[i - 1] as number) : 0)));

function blob(type: string, data: number[]): Buffer {
  const body = Buffer.from([...intField(2, data.length), ...bytesField(3, deflateSync(Buffer.from(data)))]);
  const header = Buffer.from([...bytesField(1, Buffer.from(type)), ...intField(3, body.length)]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(header.length, 0);
  return Buffer.concat([len, header, body]);
}

/** Writes a tiny but valid OSM PBF file (header block, one data block: dense nodes, ways, restrictions). */
export function writeTinyPbf(
  file: string,
  nodes: TinyNode[],
  ways: TinyWay[],
  restrictions: TinyRestriction[] = [],
): void {
  const strings = [''];
  const sid = (s: string) => {
    let i = strings.indexOf(s);
    if (i < 0) i = strings.push(s) - 1;
    return i;
  };
  const header = [
    ...bytesField(4, Buffer.from('OsmSchema-V0.6')),
    ...bytesField(4, Buffer.from('DenseNodes')),
  ];
  const dense = [
    ...packed(1, deltas(nodes.map((n) => n.id))),
    ...packed(8, deltas(nodes.map((n) => Math.round(n.lat * 1e7)))),
    ...packed(9, deltas(nodes.map((n) => Math.round(n.lon * 1e7)))),
  ];
  const wayMsgs = ways.map((w) => {
    const keys = Object.keys(w.tags).map(sid);
    const vals = Object.values(w.tags).map(sid);
    return bytesField(3, [
      ...intField(1, w.id),
      ...packed(2, keys),
      ...packed(3, vals),
      ...packed(8, deltas(w.refs)),
    ]);
  });
  const relMsgs = restrictions.map((r) => {
    const keys = [sid('type'), sid('restriction')];
    const vals = [sid('restriction'), sid(r.restriction)];
    const roles = [sid('from'), sid('via'), sid('to')];
    return bytesField(4, [
      ...intField(1, r.id),
      ...packed(2, keys),
      ...packed(3, vals),
      ...packed(8, roles),
      ...packed(9, deltas([r.from, r.via, r.to])),
      ...packed(10, [1, 0, 1]),
    ]);
  });
  const groups = [
    ...bytesField(2, bytesField(2, dense)),
    ...bytesField(2, wayMsgs.flat()),
    ...(relMsgs.length ? bytesField(2, relMsgs.flat()) : []),
  ];
  const table = bytesField(
    1,
    strings.flatMap((s) => bytesField(1, Buffer.from(s))),
  );
  const block = [...table, ...groups];
  writeFileSync(file, Buffer.concat([blob('OSMHeader', header), blob('OSMData', block)]));
}
