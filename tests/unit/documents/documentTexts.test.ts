import { describe, expect, it } from 'vitest';
import { docText, huDate, huDay, huNumber, statusText } from '../../../src/server/documents/documentTexts.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (one winter, one summer: Budapest time).

describe('freight document texts', () => {
  it('reads the Hungarian locale with {{values}}, falls back to the key', () => {
    expect(docText('doc.assignmentTitle')).toBe('Fuvarmegbízás');
    expect(docText('freights.detailsTitle', { id: '1234' })).toBe('1234. fuvar');
    expect(docText('col.driverName')).toBe('Sofőr');
    expect(docText('doc.noSuchText')).toBe('doc.noSuchText');
    expect(statusText('finalized')).toBe('Lehívva');
  });

  it('formats dates, Hungarian calendar days and numbers', () => {
    expect(huDate('2026-11-26')).toBe('2026.11.26');
    expect(huDate(null)).toBe('–');
    expect(huDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026.11.25'); // already the 25th in Budapest
    expect(huDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026.07.01'); // summer time: 23:59
    expect(huNumber(120000)).toBe('120\u00a0000'); // grouped with a no-break space
    expect(huNumber(42.5, 1)).toBe('42,5');
    expect(huNumber(null)).toBe('–');
  });
});
