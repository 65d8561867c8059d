/**
 * npm run api:lint: dumps the OpenAPI document (scripts/api/dumpOpenApi.ts → dist/openapi.json) and
 * lints it with Redocly CLI and the checked-in redocly.yaml. Any problem fails it, warnings included
 * (Redocly itself fails only on errors).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { dumpOpenApi } from './dumpOpenApi.ts';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

const out = resolve('dist/openapi.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(await dumpOpenApi(), null, 2)}\n`);
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
let output: string;
try {
  output = execFileSync(process.execPath, [cli, 'lint', out, '--config', 'redocly.yaml', '--format=json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (err) {
  // Redocly exits 1 when it found errors; its report is on stdout all the same.
  output = String((err as { stdout?: unknown }).stdout ?? '');
}
const report = JSON.parse(output) as LintReport;
for (const p of report.problems) {
  console.log(`${p.severity.padEnd(5)} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
}
const { errors, warnings } = report.totals;
console.log(`api:lint ${out}: ${errors} errors, ${warnings} warnings (Redocly, redocly.yaml)`);
if (errors + warnings > 0) process.exitCode = 1;
