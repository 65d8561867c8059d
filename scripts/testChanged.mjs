// npm run test:changed: only the tests the changed files touch, for a developer's loop.
//   unit, rules, API: vitest --changed (the tests whose import graph reaches a changed file);
//   e2e: the specs changed, the specs importing a changed support file, and the specs of each changed
//   area (src/web/features/<area>/, src/server/routes/<area>.routes.ts, src/core/<area>/ →
//   tests/e2e/<area>*.spec.ts), after a build.
//
//   npm run test:changed                     uncommitted changes (staged, unstaged, untracked)
//   npm run test:changed -- --base main      everything since main as well
//   npm run test:changed -- --no-e2e         vitest only
//   npm run test:changed -- --dry-run        print what would run
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { importClosure, testFilesUnder } from './testFiles.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const base = arg('--base');
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
if (changed.length === 0) {
  console.log('test:changed: no changed files');
  process.exit(0);
}
console.log(`test:changed: ${changed.length} changed files${base ? ` since ${base}` : ''}`);

// A name's area key: route-planner, routePlanner and RoutePlanner are one area.
const key = (name) => name.replace(/[-_]/g, '').toLowerCase();
const areaOf = (file) =>
  file.match(/^src\/web\/features\/([^/]+)\//)?.[1] ??
  file.match(/^src\/server\/routes\/([^./]+)\.routes\.ts$/)?.[1] ??
  file.match(/^src\/(?:core|server\/(?:commands|policies|presenters))\/([^/.]+)[/.]/)?.[1] ??
  null;
const areas = new Set(changed.map(areaOf).filter(Boolean).map(key));
const specs = testFilesUnder('tests/e2e', '.spec.ts');
const changedSet = new Set(changed);
const e2e = specs.filter((spec) => {
  if ([...importClosure(spec, ['tests/'])].some((f) => changedSet.has(f))) return true;
  const name = key(path.basename(spec, '.spec.ts'));
  return [...areas].some((area) => name.startsWith(area) || area.startsWith(name));
});

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  if (dryRun) return;
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run('npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'rules',
  '--project',
  'api',
  `--changed${base ? `=${base}` : ''}`,
  '--passWithNoTests',
]);
if (process.argv.includes('--no-e2e')) process.exit(0);
if (e2e.length === 0) {
  console.log('\ntest:changed: no e2e spec touched');
  process.exit(0);
}
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...e2e]);
