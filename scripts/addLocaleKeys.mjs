#!/usr/bin/env node
// Merges locale keys into locales/hu.json and locales/en.json under a lock, so several people (or
// helpers) adding keys at the same time never overwrite each other's keys.
// Usage: node scripts/addLocaleKeys.mjs keys.json   where keys.json is {"hu": {...}, "en": {...}}
// (nested objects deep-merge; an existing text is replaced by the new one).
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const input = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'));
const lock = path.join(root, 'locales', '.lock');

const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof target[k] !== 'object' || target[k] === null) target[k] = {};
      merge(target[k], v);
    } else target[k] = v;
  }
  return target;
};

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`locales lock ${lock} held for 30 s; remove it if stale`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const locale of ['hu', 'en']) {
    if (!input[locale]) continue;
    const file = path.join(root, 'locales', `${locale}.json`);
    const current = JSON.parse(readFileSync(file, 'utf8'));
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(merge(current, input[locale]), null, 2)}\n`);
    renameSync(tmp, file);
  }
} finally {
  rmdirSync(lock);
}
console.log('locales: merged', Object.keys(input).join(', '));
