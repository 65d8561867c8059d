import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ErrorEntry } from '../../../src/core/errors/catalogue.ts';
import { RULE_MESSAGES } from '../../../src/core/validation/generalRules.ts';
import { REPO_ROOT, type SourceFile, sourceFiles } from './importGraph.ts';
import { parseSource, type TS, ts } from './typescript5.ts';

/**
 * One definition per message (issue 34 item 5): a text of the error catalogue (`defineErrors`), or
 * of the general field rules (`RULE_MESSAGES`, shell.md §5) that zod schemas share with the rule
 * engine, is spelled once, in its section; a zod schema, a policy or a command that needs it reads
 * the entry instead of repeating the Hungarian words. Literals are read with the TypeScript 5.9 parser (so a
 * quote in a comment cannot mislead); a `{name}` placeholder and a template's `${…}` are the same hole.
 */
const HOLE = '\u0000';
const shapeOf = (text: string) => text.replace(/\{\w+\}/g, HOLE);

/** Every string literal and template of a file, as its shape with the 1-based line. */
function literalsOf(file: SourceFile): { shape: string; line: number }[] {
  // Without parent pointers (src parsed warm: 2.4 s instead of 4.1 s): only nodes and the source are read.
  const source = parseSource(file.path, file.text, false);
  const out: { shape: string; line: number }[] = [];
  const visit = (node: TS.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = shapeOf(node.text);
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].map(shapeOf).join(HOLE);
    if (text !== null && text.trim() !== '')
      out.push({ shape: text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Catalogue texts spelled more than once in the files (the definition counts as one), with where. */
function repeatedTexts(messages: readonly string[], files: readonly SourceFile[]): string[] {
  const wanted = new Set(messages.map(shapeOf));
  const where = new Map<string, string[]>();
  for (const file of files)
    for (const { shape, line } of literalsOf(file))
      if (wanted.has(shape)) where.set(shape, [...(where.get(shape) ?? []), `${file.path}:${line}`]);
  return [...where]
    .filter(([, at]) => at.length > 1)
    .map(([shape, at]) => `"${shape.replaceAll(HOLE, '{…}')}" at ${at.join(', ')}`);
}

const isEntry = (v: unknown): v is ErrorEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ErrorEntry).code === 'string' &&
  typeof (v as ErrorEntry).message === 'string';

/** The messages of every catalogue section in src (the exports of the modules that call defineErrors). */
async function catalogueMessages(files: readonly SourceFile[]): Promise<string[]> {
  const messages = new Set<string>();
  for (const file of files.filter(
    (f) => f.text.includes('defineErrors(') && !f.path.endsWith('catalogue.ts'),
  )) {
    const exports: Record<string, unknown> = await import(
      pathToFileURL(path.join(REPO_ROOT, file.path)).href
    );
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null) continue;
      const entries = Object.values(value);
      if (entries.length > 0 && entries.every(isEntry)) for (const e of entries) messages.add(e.message);
    }
  }
  return [...messages];
}

describe('catalogue texts', () => {
  it('finds a catalogue text repeated as a string or template literal, not in comments', () => {
    const files: SourceFile[] = [
      { path: 'a.errors.ts', text: "defineErrors('a', { gone: 'Nem található: {id}', taken: 'Foglalt!' });" },
      { path: 'b.ts', text: `// 'Foglalt!'\nthrow notFound(\`Nem található: \${item.id}\`);` },
      { path: 'c.ts', text: 'const ok = "Foglalt"; const z = z.string({ message: "Foglalt!" });' },
    ];
    expect(repeatedTexts(['Nem található: {id}', 'Foglalt!'], files)).toEqual([
      '"Nem található: {…}" at a.errors.ts:1, b.ts:2',
      '"Foglalt!" at a.errors.ts:1, c.ts:1',
    ]);
  });

  it('no catalogue or field-rule text is spelled outside its section in src', async () => {
    const files = sourceFiles('src').filter((f) => !f.path.includes('/migrations/'));
    const messages = [...(await catalogueMessages(files)), ...Object.values(RULE_MESSAGES)];
    // the collection itself works: the common section is among them
    expect(messages).toContain('Nem engedélyezett művelet');
    expect(repeatedTexts(messages, files)).toEqual([]);
  });
});
