import { COMPUTED_FACT_PARAMS, COMPUTED_FACTS } from './ruleComputedFacts.ts';
import { COMMON_FIELDS, CTX_FIELDS, ENTITY_FIELDS } from './ruleEntityFields.ts';
import type { RuleCondition, RuleDefinition, RuleEntity } from './ruleFile.schemas.ts';

/** A problem the static checks found: the file, the rule, where (JSON path) and why. */
export interface RuleIssue {
  file: string;
  rule: string | null;
  at: (string | number)[];
  message: string;
}

/** Edit distance with transpositions (optimal string alignment), case-insensitive, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = v;
    }
  }
  return at(x.length, y.length);
}

/** ` (did you mean "x"?)` for the closest candidate within a third of the name's length, else ''. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best === null ? '' : ` (did you mean "${best}"?)`;
}

type Path = (string | number)[];
/** Entities whose save keeps a record with invalid reasons instead of refusing it. */
const INVALID_REASON_ENTITIES: readonly string[] = ['order'];
interface FactRefLike {
  fact: string;
  path?: string;
  params?: Record<string, unknown>;
}
const isRef = (v: unknown): v is FactRefLike =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  typeof (v as { fact?: unknown }).fact === 'string';

const firstStep = (path: string) => path.replace(/^\$\./, '').split('.')[0] ?? '';

/**
 * The checks the schema cannot make, on one parsed rule: every fact a condition, a compared value,
 * a message parameter or a computed `set` reads exists for the rule's entity (a field, `ctx` with
 * a known key, or a computed fact with its own parameters), and every field the event names is a
 * field of the entity. Any of these mistakes would otherwise load and silently never fire.
 */
export function ruleIssues(file: string, index: number, rule: RuleDefinition): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const at = (...p: Path): Path => ['rules', index, ...p];
  const add = (path: Path, message: string) => issues.push({ file, rule: rule.name, at: path, message });
  const fields = [...ENTITY_FIELDS[rule.entity as RuleEntity], ...COMMON_FIELDS];
  const computed = Object.keys(COMPUTED_FACTS);

  const checkRef = (ref: FactRefLike, path: Path) => {
    if (ref.fact === 'ctx') {
      if (ref.params) add([...path, 'params'], 'the ctx fact takes no params');
      const key = ref.path ? firstStep(ref.path) : null;
      if (key !== null && !CTX_FIELDS.includes(key))
        add([...path, 'path'], `unknown ctx key "${key}"${didYouMean(key, CTX_FIELDS)}`);
      return;
    }
    const spec = COMPUTED_FACT_PARAMS[ref.fact];
    if (spec) {
      const given = ref.params ?? {};
      for (const [name, value] of Object.entries(given)) {
        const p = spec[name];
        if (!p) {
          const known = Object.keys(spec);
          add(
            [...path, 'params', name],
            `computed fact "${ref.fact}" has no param "${name}"${
              known.length ? `${didYouMean(name, known)}; it takes ${known.join(', ')}` : '; it takes none'
            }`,
          );
          continue;
        }
        if (p.check) {
          for (const problem of p.check(value, fields))
            add([...path, 'params', name], `computed fact "${ref.fact}": ${problem}`);
          continue;
        }
        const allowed = p.oneOf === 'field' ? fields : p.oneOf;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const checked = p.oneOf === 'field' ? firstStep(text) : text;
        if (allowed && !allowed.includes(checked))
          add(
            [...path, 'params', name],
            p.oneOf === 'field'
              ? `unknown field "${checked}" of entity ${rule.entity}${didYouMean(checked, fields)}`
              : `"${text}" is not a valid ${name}${didYouMean(text, allowed)}`,
          );
      }
      for (const [name, p] of Object.entries(spec))
        if (p.required && !(name in given))
          add([...path, ref.params ? 'params' : 'fact'], `computed fact "${ref.fact}" needs param "${name}"`);
      return;
    }
    if (ref.params)
      add([...path, 'params'], `"${ref.fact}" is a field, not a computed fact: it takes no params`);
    if (!fields.includes(ref.fact))
      add(
        [...path, 'fact'],
        `unknown fact "${ref.fact}" for entity ${rule.entity}${didYouMean(ref.fact, [...fields, ...computed, 'ctx'])}`,
      );
  };

  const walk = (c: RuleCondition, path: Path) => {
    if ('all' in c)
      c.all.forEach((x, i) => {
        walk(x, [...path, 'all', i]);
      });
    else if ('any' in c)
      c.any.forEach((x, i) => {
        walk(x, [...path, 'any', i]);
      });
    else if ('not' in c) walk(c.not, [...path, 'not']);
    else {
      checkRef(c, path);
      if (isRef(c.value)) checkRef(c.value, [...path, 'value']);
    }
  };
  walk(rule.conditions, at('conditions'));

  const checkField = (field: string, path: Path) => {
    if (field === '*') return;
    const head = field.split('.')[0] ?? '';
    if (!fields.includes(head))
      add(path, `unknown field "${head}" of entity ${rule.entity}${didYouMean(head, fields)}`);
  };
  const e = rule.event;
  if (e.type === 'invalidReason' && !INVALID_REASON_ENTITIES.includes(rule.entity))
    add(
      at('event', 'type'),
      `an invalidReason event is for entity ${INVALID_REASON_ENTITIES.join(', ')} only (an order saved as invalid); use fieldError for ${rule.entity}`,
    );
  const params = e.params as Record<string, unknown>;
  if (typeof params.field === 'string') checkField(params.field, at('event', 'params', 'field'));
  if (Array.isArray(params.fields))
    params.fields.forEach((f, i) => {
      checkField(String(f), at('event', 'params', 'fields', i));
    });
  if (params.messageParams && typeof params.messageParams === 'object')
    for (const [k, v] of Object.entries(params.messageParams))
      if (isRef(v)) checkRef(v, at('event', 'params', 'messageParams', k));
  if (isRef(params.compute)) checkRef(params.compute, at('event', 'params', 'compute'));
  return issues;
}

/** A mode folder that is not a config mode (a misspelled folder would otherwise never load). */
export function modeFolderIssue(file: string, modes: readonly string[]): RuleIssue | null {
  const m = /^(modes|cases)\/([^/]+)\//.exec(file);
  if (!m || modes.includes(m[2] as string)) return null;
  return {
    file,
    rule: null,
    at: [],
    message: `"${m[2]}" is not a config mode${didYouMean(m[2] as string, modes)}; the folders under ${m[1]}/ are ${modes.join(', ')}`,
  };
}
