// Drift check: `duplicates` over src/ may report no more pairs than the count checked in here
// (scripts/duplicates.ratchet.json). A change that writes code twice raises the count and fails; one
// that folds duplicates lowers it: `npm run test:drift -- --update` writes the lower count.
// `duplicates` is a tool of the development machines, not of CI: without it the check says so and
// passes (skipped), as it does when the tool could not read the whole tree in its time.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('./duplicates.ratchet.json', import.meta.url);
const ratchet = JSON.parse(readFileSync(FILE, 'utf8'));
const skip = (reason) => {
  console.log(`duplicates ratchet: skipped, ${reason}`);
  process.exit(0);
};

const probe = spawnSync('duplicates', ['--help'], { encoding: 'utf8' });
if (probe.error) skip('the `duplicates` command is not installed here (development machines have it)');
const run = spawnSync('duplicates', ['--repo', 'src', '--most', '200', '--seconds', '300'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const out = `${run.stdout ?? ''}`;
if (/^incomplete:/m.test(out))
  skip(`duplicates could not read all of src in its time:\n${out.match(/^incomplete:.*$/m)?.[0]}`);
const count = /^no duplicates/m.test(out) ? 0 : Number(out.match(/^(\d+) pairs? of places/m)?.[1] ?? NaN);
if (Number.isNaN(count)) {
  console.error(`duplicates ratchet: cannot read the count from:\n${out.slice(0, 500)}`);
  process.exit(1);
}
if (count > ratchet.pairs) {
  console.error(
    `duplicates ratchet: src has ${count} pairs of duplicated lines, ${count - ratchet.pairs} above the ${ratchet.pairs} checked in (scripts/duplicates.ratchet.json).\n` +
      'Run `duplicates --change --base main` to see the new ones and fold them into one place.',
  );
  process.exit(1);
}
if (count < ratchet.pairs) {
  if (process.argv.includes('--update')) {
    writeFileSync(FILE, `${JSON.stringify({ ...ratchet, pairs: count }, null, 2)}\n`);
    console.log(`duplicates ratchet: lowered to ${count} pairs`);
  } else {
    console.log(
      `duplicates ratchet: ${count} pairs, below the ${ratchet.pairs} checked in: lower it (npm run test:drift -- --update)`,
    );
  }
} else {
  console.log(`duplicates ratchet: ${count} pairs, as checked in`);
}
