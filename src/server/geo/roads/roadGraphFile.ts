import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import {
  type ChSide,
  type ContractionHierarchy,
  HIERARCHY_METRICS,
  type HierarchyMetric,
  type RoadGraph,
} from '../../../core/roads/roadGraph.ts';

/**
 * The road graph on disk: "FTROADS1", a little-endian uint32 header length, a JSON header (the
 * import's summary and each array's type, offset and length), then the typed arrays, each 8-byte
 * aligned, loaded as views over one buffer (no parsing).
 */
const MAGIC = 'FTROADS1';
const VERSION = 1;

type Typed = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;
const TYPES = { Int32Array, Uint32Array, Uint16Array, Uint8Array, Float64Array } as const;

export interface RoadGraphHeader {
  version: number;
  source: string;
  importedAt: string;
  nodeCount: number;
  bbox: [number, number, number, number];
  summary: Record<string, unknown>;
  arrays: { name: string; type: keyof typeof TYPES; offset: number; length: number }[];
}

function arraysOf(g: RoadGraph): [string, Typed][] {
  return [
    ['lat', g.lat],
    ['lon', g.lon],
    ['first', g.first],
    ['head', g.head],
    ['time', g.time],
    ['length', g.length],
    ['flags', g.flags],
    ['roadClass', g.roadClass],
    ['maxWeight', g.maxWeight],
    ['maxAxle', g.maxAxle],
    ['maxHeight', g.maxHeight],
    ['arcEdge', g.arcEdge],
    ['edgeFirst', g.edgeFirst],
    ['shapeLat', g.shapeLat],
    ['shapeLon', g.shapeLon],
    ['edgeWay', g.edgeWay],
    ['mainComponent', g.mainComponent],
    ...hierarchyArrays('ch', g.ch),
    ...HIERARCHY_METRICS.flatMap((metric) => {
      const h = g.hierarchies?.[metric];
      return h ? hierarchyArrays(`ch${metric}`, h) : [];
    }),
  ];
}

function hierarchyArrays(p: string, h: ContractionHierarchy): [string, Typed][] {
  const side = (q: string, s: ChSide): [string, Typed][] => [
    [`${q}.first`, s.first],
    [`${q}.head`, s.head],
    [`${q}.weight`, s.weight],
    [`${q}.length`, s.length],
    [`${q}.via`, s.via],
  ];
  return [[`${p}.rank`, h.rank], ...side(`${p}.up`, h.up), ...side(`${p}.down`, h.down)];
}

/**
 * Writes the graph next to its final place and renames it over the old one, so a reader sees the
 * old file or the new one, never half of one.
 */
export function writeRoadGraph(
  file: string,
  g: RoadGraph,
  meta: { source: string; bbox: [number, number, number, number]; summary: Record<string, unknown> },
): number {
  mkdirSync(path.dirname(file), { recursive: true });
  const arrays = arraysOf(g);
  let offset = 0;
  const entries = arrays.map(([name, a]) => {
    const e = { name, type: a.constructor.name as keyof typeof TYPES, offset, length: a.length };
    offset += Math.ceil(a.byteLength / 8) * 8;
    return e;
  });
  const header: RoadGraphHeader = {
    version: VERSION,
    source: meta.source,
    importedAt: new Date().toISOString(),
    nodeCount: g.nodeCount,
    bbox: meta.bbox,
    summary: meta.summary,
    arrays: entries,
  };
  let json = Buffer.from(JSON.stringify(header));
  const pad = (8 - ((MAGIC.length + 4 + json.length) % 8)) % 8;
  json = Buffer.concat([json, Buffer.alloc(pad, 0x20)]);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    const lenBuf = Buffer.alloc(4);
    lenBuf.writeUInt32LE(json.length, 0);
    writeSync(fd, Buffer.from(MAGIC));
    writeSync(fd, lenBuf);
    writeSync(fd, json);
    const zero = Buffer.alloc(8);
    for (const [, a] of arrays) {
      writeSync(fd, new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
      const rest = (8 - (a.byteLength % 8)) % 8;
      if (rest) writeSync(fd, zero, 0, rest);
    }
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, file);
  return offset + MAGIC.length + 4 + json.length;
}

/** Reads a graph file; throws with a message when it is not one. */
export function readRoadGraph(file: string): { graph: RoadGraph; header: RoadGraphHeader } {
  if (!existsSync(file)) throw new Error(`${file}: no road graph`);
  const raw = readFileSync(file);
  if (raw.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error(`${file}: not a road graph file`);
  const headerLen = raw.readUInt32LE(MAGIC.length);
  const header = JSON.parse(
    raw.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLen).toString(),
  ) as RoadGraphHeader;
  if (header.version !== VERSION)
    throw new Error(`${file}: road graph version ${header.version}, expected ${VERSION}`);
  const base = MAGIC.length + 4 + headerLen;
  // Views need aligned offsets: copy into a fresh buffer when the read one is not 8-aligned.
  const buf = raw.byteOffset % 8 === 0 ? raw : Buffer.from(raw);
  const get = (name: string): Typed => {
    const e = header.arrays.find((x) => x.name === name);
    if (!e) throw new Error(`${file}: road graph without ${name}`);
    const T = TYPES[e.type];
    return new T(buf.buffer, buf.byteOffset + base + e.offset, e.length);
  };
  const has = (name: string) => header.arrays.some((x) => x.name === name);
  const side = (p: string): ChSide => ({
    first: get(`${p}.first`) as Uint32Array,
    head: get(`${p}.head`) as Uint32Array,
    weight: get(`${p}.weight`) as Uint32Array,
    length: get(`${p}.length`) as Uint32Array,
    via: get(`${p}.via`) as Int32Array,
  });
  const hierarchy = (p: string): ContractionHierarchy => ({
    rank: get(`${p}.rank`) as Uint32Array,
    up: side(`${p}.up`),
    down: side(`${p}.down`),
  });
  const graph: RoadGraph = {
    nodeCount: header.nodeCount,
    lat: get('lat') as Int32Array,
    lon: get('lon') as Int32Array,
    first: get('first') as Uint32Array,
    head: get('head') as Uint32Array,
    time: get('time') as Uint32Array,
    length: get('length') as Uint32Array,
    flags: get('flags') as Uint8Array,
    roadClass: get('roadClass') as Uint8Array,
    maxWeight: get('maxWeight') as Uint16Array,
    maxAxle: get('maxAxle') as Uint16Array,
    maxHeight: get('maxHeight') as Uint16Array,
    arcEdge: get('arcEdge') as Uint32Array,
    edgeFirst: get('edgeFirst') as Uint32Array,
    shapeLat: get('shapeLat') as Int32Array,
    shapeLon: get('shapeLon') as Int32Array,
    edgeWay: get('edgeWay') as Float64Array,
    mainComponent: get('mainComponent') as Uint8Array,
    ch: hierarchy('ch'),
    hierarchies: Object.fromEntries(
      HIERARCHY_METRICS.filter((m) => has(`ch${m}.rank`)).map((m) => [m, hierarchy(`ch${m}`)]),
    ) as Partial<Record<HierarchyMetric, ContractionHierarchy>>,
  };
  return { graph, header };
}
