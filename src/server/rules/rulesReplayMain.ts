import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DraftRulesError } from './rulesReplay.ts';
import { parseReplayArgs, replayOutput, runReplay } from './rulesReplayCli.ts';

/** `npm run rules:replay -- --draft <folder> --mode <m> -n N`: what a draft rule folder would change. */
const config = loadConfigOrExit();
let options: ReturnType<typeof parseReplayArgs>;
try {
  options = parseReplayArgs(process.argv.slice(2), config.configMode);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const database = await openDatabase(config);
try {
  const started = performance.now();
  const reports = await runReplay({ config, db: database.db, now: () => new Date() }, options);
  console.log(replayOutput(options, reports));
  console.log(`(${((performance.now() - started) / 1000).toFixed(2)} s)`);
} catch (err) {
  if (!(err instanceof DraftRulesError) && !(err instanceof Error && err.message.startsWith('no draft')))
    throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
