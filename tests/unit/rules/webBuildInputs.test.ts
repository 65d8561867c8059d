import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_INPUTS, webBuildFingerprint } from '../../../scripts/webBuildInputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every .ts/.tsx file under a folder of the checkout. */
function sources(dir: string): string[] {
  const full = path.join(ROOT, dir);
  return readdirSync(full).flatMap((name) => {
    const p = path.join(full, name);
    if (statSync(p).isDirectory()) return sources(path.join(dir, name));
    return /\.(ts|tsx|mts)$/.test(name) ? [path.join(dir, name)] : [];
  });
}

describe('rule files are no input of the web build (issue 36)', () => {
  it('editing a rule file leaves the build fingerprint as it was; a web source changes it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-inputs-'));
    for (const dir of ['src/web', 'rules/base']) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'src/web/App.tsx'), 'export const a = 1;\n');
    const rule = path.join(root, 'rules/base/validation.json');
    writeFileSync(rule, '{"family":"validation","rules":[]}');
    const before = webBuildFingerprint(root, {});
    writeFileSync(rule, '{"family":"validation","rules":[{"name":"x"}]}');
    const later = new Date(Date.now() + 60_000);
    utimesSync(rule, later, later);
    expect(webBuildFingerprint(root, {})).toBe(before);
    writeFileSync(path.join(root, 'src/web/App.tsx'), 'export const a = 2;\n');
    expect(webBuildFingerprint(root, {})).not.toBe(before);
    expect(WEB_BUILD_INPUTS).not.toContain('rules');
  });

  it('no source of the web, the core or the workers imports a file of rules/ (the browser reads GET /api/rules)', () => {
    const rulesFolder = path.join(ROOT, 'rules') + path.sep;
    const offenders = ['src/web', 'src/core', 'workers'].flatMap(sources).filter((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1] ?? '',
      );
      return specifiers.some(
        (s) => s.startsWith('.') && path.resolve(ROOT, path.dirname(file), s).startsWith(rulesFolder),
      );
    });
    expect(offenders).toEqual([]);
  });
});
