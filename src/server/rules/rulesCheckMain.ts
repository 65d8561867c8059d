import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { checkAllRuleFiles, rulesDir } from './loadRuleFiles.ts';

/**
 * `npm run rules:check`: the static checks of every rule file of every mode and every golden-case
 * file, without a database. Prints each problem as rules/<file>:<line>:<column>; exit code 1 when any.
 */
// Each schema parses a few dozen files once: zod's compiled fast path costs more to build than it saves.
z.config({ jitless: true });
const started = performance.now();
const problems = checkAllRuleFiles(rulesDir());
const ms = Math.round(performance.now() - started);
for (const p of problems) console.error(p);
// The process's CPU time since it started (module loading included): what a busy machine does not inflate.
const cpu = process.cpuUsage();
const times = `checks ${ms} ms, process CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms`;
console.log(
  problems.length === 0
    ? `rules:check: every rule file is valid (${times})`
    : `rules:check: ${problems.length} problem(s) (${times})`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
