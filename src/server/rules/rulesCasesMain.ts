import { CONFIG_MODES } from '../../core/config/config.answers.ts';
import { RuleFileError } from '../../core/rules/resolveRuleSet.ts';
import { parseCasesArgs, runCases } from './rulesCasesCli.ts';

/**
 * `npm run rules:cases -- --mode marka --review`: the mode's golden cases (inherited ones included)
 * on its rules, every difference as a table; `--accept` writes them into the mode's case files.
 */
let options: ReturnType<typeof parseCasesArgs>;
try {
  options = parseCasesArgs(process.argv.slice(2), process.env.CONFIG_MODE ?? CONFIG_MODES[0]);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
try {
  const { lines, ok } = runCases(options);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} catch (err) {
  if (!(err instanceof RuleFileError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
