import { createRequire } from 'node:module';
import type * as TS from 'typescript5';

/**
 * The TypeScript 5.9 compiler for the checks that read syntax trees (TypeScript 7, the project's
 * `typescript`, has no JavaScript API), loaded with `require`: an `import` of its 9 MB CommonJS file
 * has Node scan it for named exports first (cjs-module-lexer: half a second of CPU per test process).
 */
export const ts = createRequire(import.meta.url)('typescript5') as typeof TS;
export type { TS };

/**
 * A file's syntax tree without its JSDoc (no check reads it, and the parser skips it then: a tenth
 * of a parse of src). `setParentNodes` when a check walks up from a node.
 */
export const parseSource = (path: string, text: string, setParentNodes: boolean, kind?: TS.ScriptKind) =>
  ts.createSourceFile(
    path,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    setParentNodes,
    kind,
  );
