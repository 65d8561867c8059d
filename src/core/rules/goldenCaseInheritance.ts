import { z } from 'zod';
import { type GoldenCase, goldenCaseSchema, goldenExpectFields } from './ruleFile.schemas.ts';

/**
 * Golden cases are inherited (issue 17, item 8): `rules/cases/base/*.json` hold the cases of the
 * base behaviour and run in every mode; `rules/cases/<mode>/*.json` add the mode's own cases and
 * override base cases by name. An override names a base case and gives only what differs:
 * - `values` / `ctx`: laid over the base case's (key by key);
 * - `expect.fields` / `expect.changes`: laid over the base expectation key by key (`null` drops a key);
 * - `expect.warnings` / `expect.denied` / `expect.match`: replace the base's;
 * - `entity`: may not change.
 * `{ "name": "…", "remove": true }` drops a base case in that mode (the behaviour is gone there).
 */

/** A mode's case that overrides a base case: everything optional but the name. */
export const goldenCaseOverrideSchema = z.strictObject({
  name: z.string().min(1),
  override: z.literal(true),
  entity: goldenCaseSchema.shape.entity.optional(),
  values: z.record(z.string(), z.unknown()).optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
  expect: z
    // `null` drops a base case's field message (see layer below).
    .strictObject({ ...goldenExpectFields, fields: z.record(z.string(), z.string().nullable()).optional() })
    .optional(),
});
export const goldenCaseRemovalSchema = z.strictObject({ name: z.string().min(1), remove: z.literal(true) });

/** A mode's case file: new cases, overrides of base cases ({name, override: true, …}), removals. */
export const modeGoldenCaseFileSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  cases: z.array(z.unknown()).min(1),
});
export type ModeGoldenCaseEntry =
  | GoldenCase
  | z.infer<typeof goldenCaseOverrideSchema>
  | z.infer<typeof goldenCaseRemovalSchema>;

/** One entry of a mode's case file, by its kind; every problem with its place (`cases.3.expect.fields`). */
export function parseModeCase(
  entry: unknown,
  index: number,
): { case?: ModeGoldenCaseEntry; problems: string[] } {
  const o = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const schema =
    'remove' in o ? goldenCaseRemovalSchema : 'override' in o ? goldenCaseOverrideSchema : goldenCaseSchema;
  const parsed = schema.safeParse(entry, { error: z.locales.en().localeError });
  if (parsed.success) return { case: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((i) => `cases.${[index, ...i.path].join('.')}: ${i.message}`),
  };
}

/** A case as a mode runs it: where it comes from (its file, and the base file it overrides). */
export type ResolvedGoldenCase = GoldenCase & { file: string; overrides?: string };

/** A problem of the case files: the file and why. */
export class GoldenCaseError extends Error {
  override name = 'GoldenCaseError';
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`Broken golden-case file rules/${file}: ${reason}`);
  }
}

/** `over` laid on `base` key by key; a null in `over` drops the key. */
function layer<T>(base: Record<string, T> | undefined, over: Record<string, T | null> | undefined) {
  if (!over) return base;
  const out: Record<string, T> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** The base case with a mode's override laid over it. */
function applyOverride(
  base: ResolvedGoldenCase,
  o: z.infer<typeof goldenCaseOverrideSchema>,
  file: string,
): ResolvedGoldenCase {
  if (o.entity && o.entity !== base.entity)
    throw new GoldenCaseError(
      file,
      `case "${o.name}": an override cannot change the entity (${base.entity})`,
    );
  const e = o.expect ?? {};
  const fields = layer(base.expect.fields, e.fields);
  const changes = layer(base.expect.changes, e.changes);
  const warnings = e.warnings ?? base.expect.warnings;
  const denied = e.denied ?? base.expect.denied;
  const match = e.match ?? base.expect.match;
  const ctx = layer(base.ctx, o.ctx);
  return {
    name: base.name,
    entity: base.entity,
    values: layer(base.values, o.values) ?? {},
    ...(ctx ? { ctx } : {}),
    expect: {
      ...(fields && Object.keys(fields).length ? { fields } : {}),
      ...(warnings?.length ? { warnings } : {}),
      ...(denied?.length ? { denied } : {}),
      ...(changes ? { changes } : {}),
      ...(match ? { match } : {}),
    },
    file,
    overrides: base.file,
  };
}

/**
 * A mode's golden cases: every base case (in file order), overridden or removed by the mode's
 * files, then the mode's own new cases. Throws GoldenCaseError on an override or removal of a case
 * the base does not have, a new case whose name a base case already uses, or a name used twice.
 */
export function resolveGoldenCases(
  baseFiles: readonly { file: string; cases: readonly GoldenCase[] }[],
  modeFiles: readonly { file: string; cases: readonly ModeGoldenCaseEntry[] }[],
): ResolvedGoldenCase[] {
  const byName = new Map<string, ResolvedGoldenCase>();
  for (const f of baseFiles)
    for (const c of f.cases) {
      if (byName.has(c.name)) throw new GoldenCaseError(f.file, `case "${c.name}": the name is used twice`);
      byName.set(c.name, { ...c, file: f.file });
    }
  const added: ResolvedGoldenCase[] = [];
  const seen = new Set<string>();
  for (const f of modeFiles)
    for (const c of f.cases) {
      if (seen.has(c.name)) throw new GoldenCaseError(f.file, `case "${c.name}": the name is used twice`);
      seen.add(c.name);
      const base = byName.get(c.name);
      if ('remove' in c || 'override' in c) {
        if (!base)
          throw new GoldenCaseError(
            f.file,
            `case "${c.name}": ${'remove' in c ? 'removes' : 'overrides'} a case that rules/cases/base does not have`,
          );
        if ('remove' in c) byName.delete(c.name);
        else byName.set(c.name, applyOverride(base, c, f.file));
        continue;
      }
      if (base)
        throw new GoldenCaseError(
          f.file,
          `case "${c.name}": a base case has this name; give "override": true to change it or another name`,
        );
      added.push({ ...c, file: f.file });
    }
  return [...byName.values(), ...added];
}
