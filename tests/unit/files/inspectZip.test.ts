import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { inspectZip } from '../../../src/core/files/inspectZip.ts';
import { buildZip, zipBomb } from './zipBomb.ts';

const xlsx = () => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['a', 'b'],
      [1, 2],
    ]),
    'Lap',
  );
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe('inspectZip (central directory only, nothing unpacked)', () => {
  it('sums the declared sizes of a real .xlsx', () => {
    const r = inspectZip(xlsx());
    expect(r.ok && r.entries).toBeGreaterThan(3);
    expect(r.ok && r.uncompressedBytes).toBeGreaterThan(500);
  });

  it('refuses a zip bomb by its declared sizes', () => {
    expect(inspectZip(zipBomb())).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('refuses too many entries and ZIP64 sizes', () => {
    const data = deflateRawSync(Buffer.from('x'));
    const many = buildZip(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data, size: 1 })));
    expect(inspectZip(many, { maxUncompressedBytes: 1e6, maxEntries: 10 })).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    const zip64 = buildZip([{ name: 'big', data, size: 0xffffffff }]);
    expect(inspectZip(zip64)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('calls a cut-off file broken', () => {
    const whole = xlsx();
    expect(inspectZip(whole.slice(0, 300))).toEqual({ ok: false, problem: 'broken' });
    expect(inspectZip(whole.slice(0, whole.length - 30))).toEqual({ ok: false, problem: 'broken' });
    expect(inspectZip(new Uint8Array(10))).toEqual({ ok: false, problem: 'broken' });
  });
});
