import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from '../../../scripts/precompress.mjs';
import { WEB_BUILD_INPUTS } from '../../../scripts/webBuildInputs.mjs';

describe('precompressed web assets (scripts/precompress.mjs)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text asset that decode to it; small files and images stay alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'nested'));
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"sor ${i}"}`).join(',')}];\n`;
    const style = '.ag-row { color: #123456; }\n'.repeat(100);
    writeFileSync(path.join(dir, 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'nested', 'style-def.css'), style);
    writeFileSync(path.join(dir, 'tiny.js'), 'x();'.repeat(PRECOMPRESS_MIN_BYTES / 8));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    // Random bytes do not shrink: no copy is written, and the file is not reported as compressed.
    writeFileSync(path.join(dir, 'noise.wasm'), randomBytes(4096));

    expect(await precompressDir(dir)).toEqual(['index-abc.js', path.join('nested', 'style-def.css')]);
    for (const [file, text] of [
      ['index-abc.js', script],
      [path.join('nested', 'style-def.css'), style],
    ] as const) {
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length / 3);
    }
    expect(readdirSync(dir).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'logo.png',
      'nested',
      'noise.wasm',
      'tiny.js',
    ]);
  });

  it('a change to the compression rebuilds the web app (it is an input of the build fingerprint)', () => {
    expect(WEB_BUILD_INPUTS).toContain('scripts/precompress.mjs');
  });
});
