import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONFIG_MODES } from '../../core/config/config.answers.ts';
import { createInlineRulesHost } from '../../core/rules/createRulesPool.ts';
import { formatReplayReport, type ReplayReport, replayRules } from '../../core/rules/ruleReplay.ts';
import { loadActiveModules } from '../db/repositories/modules.repository.ts';
import { loadRuleSet, rulesDir } from './loadRuleFiles.ts';
import {
  type DraftFile,
  draftRuleSet,
  latestRuleRows,
  REPLAY_ENTITIES,
  type ReplayEntity,
  type ReplayServices,
  replayContext,
} from './rulesReplay.ts';

/** `npm run rules:replay -- --draft <folder> [--mode <m>] [-n N] [--entity order|freight] [--role r]`. */
export interface ReplayOptions {
  draft: string;
  mode: string;
  n: number;
  entities: ReplayEntity[];
  role: string;
}

const USAGE =
  'usage: npm run rules:replay -- --draft <folder> [--mode <mode>] [-n <count>] [--entity order|freight] [--role <role>]';

/** The command line as options; throws with the usage on anything wrong. */
export function parseReplayArgs(argv: readonly string[], defaultMode: string): ReplayOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      draft: { type: 'string' },
      mode: { type: 'string' },
      n: { type: 'string', short: 'n' },
      entity: { type: 'string', multiple: true },
      role: { type: 'string' },
    },
    strict: true,
  });
  if (!values.draft) throw new Error(`--draft is needed\n${USAGE}`);
  const mode = values.mode ?? defaultMode;
  if (!(CONFIG_MODES as readonly string[]).includes(mode))
    throw new Error(`unknown mode "${mode}"; the modes are ${CONFIG_MODES.join(', ')}\n${USAGE}`);
  const n = Number(values.n ?? 1000);
  if (!Number.isInteger(n) || n < 1) throw new Error(`-n must be a whole number from 1\n${USAGE}`);
  const entities = (values.entity ?? [...REPLAY_ENTITIES]) as ReplayEntity[];
  for (const e of entities)
    if (!(REPLAY_ENTITIES as readonly string[]).includes(e))
      throw new Error(`unknown entity "${e}"; replay reads ${REPLAY_ENTITIES.join(', ')}\n${USAGE}`);
  return { draft: values.draft, mode, n, entities, role: values.role ?? 'superadmin' };
}

/**
 * The draft folder's rule files: every `base/<family>.json` and `modes/<mode>/<family>.json` under
 * it. A full copy of rules/ and a folder of only the changed files both work: the files found are
 * laid over the rules in force.
 */
export function readDraftFolder(folder: string): DraftFile[] {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new Error(`no draft folder ${folder}`);
  const files: DraftFile[] = [];
  const take = (rel: string) => {
    const text = readFileSync(path.join(folder, rel), 'utf8');
    try {
      files.push({ file: rel, content: JSON.parse(text) });
    } catch (err) {
      throw new Error(`${path.join(folder, rel)}: not valid JSON (${(err as Error).message})`);
    }
  };
  const json = (dir: string) =>
    existsSync(path.join(folder, dir))
      ? readdirSync(path.join(folder, dir)).filter(
          (f) => f.endsWith('.json') && f !== 'rule-file.schema.json',
        )
      : [];
  for (const f of json('base')) take(`base/${f}`);
  const modes = existsSync(path.join(folder, 'modes')) ? readdirSync(path.join(folder, 'modes')) : [];
  for (const m of modes) for (const f of json(`modes/${m}`)) take(`modes/${m}/${f}`);
  if (files.length === 0)
    throw new Error(`${folder} holds no rule file (base/<family>.json or modes/<mode>/<family>.json)`);
  return files;
}

/** Replays the draft against the last n stored records of each entity; one report per entity. */
export async function runReplay(services: ReplayServices, options: ReplayOptions): Promise<ReplayReport[]> {
  const dir = rulesDir();
  const draft = draftRuleSet(dir, options.mode, readDraftFolder(options.draft));
  const current = createInlineRulesHost();
  const next = createInlineRulesHost();
  await Promise.all([current.load(loadRuleSet(options.mode, dir)), next.load(draft)]);
  const { activeModules } = await loadActiveModules(services.db);
  const ctx = await replayContext(services, { role: options.role, activeModules });
  const reports: ReplayReport[] = [];
  for (const entity of options.entities) {
    reports.push(
      await replayRules({
        entity,
        rows: await latestRuleRows(services.db, entity, options.n),
        ctx: { ...ctx, configMode: options.mode as never },
        current: (r) => current.evaluate(r),
        draft: (r) => next.evaluate(r),
      }),
    );
  }
  await Promise.all([current.close(), next.close()]);
  return reports;
}

/** The reports as the terminal prints them. */
export function replayOutput(options: ReplayOptions, reports: readonly ReplayReport[]): string {
  return [
    `What-if replay of ${options.draft} in mode ${options.mode} (last ${options.n} stored record(s) each, as ${options.role}):`,
    ...reports.flatMap((r) => formatReplayReport(r)),
  ].join('\n');
}
