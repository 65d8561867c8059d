import type { SourceFile } from './importGraph.ts';
import { parseSource, type TS, ts } from './typescript5.ts';

/**
 * Function lengths of src/, read with the TypeScript 5.9 compiler's parser (TypeScript 7, the
 * project's `typescript`, has no JavaScript API). A function is a declaration, a method, an arrow
 * function, a function expression or an accessor; its length is the lines from its first to its last
 * line, nested functions included (a component's callbacks count towards the component).
 */

/** One function of one file. */
export interface FunctionSpan {
  /** Repository-relative path. */
  path: string;
  /**
   * Its name as a path of the enclosing named functions: `DataGrid`, `RoutePlannerScreen > onKey`,
   * `registerOrderRoutes > (anonymous)`; a `#2` suffix tells apart two of the same name in one file.
   */
  name: string;
  /** 1-based first line. */
  line: number;
  /** Lines from the first to the last, both included. */
  lines: number;
}

/** The limits: no web function longer than 150 lines, no server function longer than 100. */
export const LIMITS: readonly { dir: string; lines: number }[] = [
  { dir: 'src/web', lines: 150 },
  { dir: 'src/server', lines: 100 },
];

/** The limit for a file, or null when none applies (core, tests). */
export const limitFor = (path: string): number | null =>
  LIMITS.find((l) => path.startsWith(`${l.dir}/`))?.lines ?? null;

/** The kinds `ts.isFunctionDeclaration`, `isMethodDeclaration`, … each test: one look-up per node. */
const FUNCTION_KINDS: ReadonlySet<TS.SyntaxKind> = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
]);

const isFunction = (node: TS.Node): node is TS.FunctionLikeDeclaration => FUNCTION_KINDS.has(node.kind);

const propertyName = (name: TS.PropertyName | TS.BindingName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : null;

/** The name a function goes by: its own, its variable's, its property's, or the call it is passed to. */
function nameOf(node: TS.FunctionLikeDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyName(node.name) ?? '(computed)';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return propertyName(parent.name) ?? '(anonymous)';
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const called = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : null;
    // `memo(function Grid() {})`, `forwardRef((props, ref) => …)` inside `const Grid = …`.
    const holder = parent.parent;
    if (holder && ts.isVariableDeclaration(holder)) return propertyName(holder.name) ?? '(anonymous)';
    return called ? `${called}(…)` : '(anonymous)';
  }
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return ts.isIdentifier(parent.parent.name) ? parent.parent.name.text : '(anonymous)';
  return '(anonymous)';
}

/** Every function of one file with its length. */
export function functionsOf(file: SourceFile): FunctionSpan[] {
  const source = parseSource(
    file.path,
    file.text,
    true,
    file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const out: FunctionSpan[] = [];
  const seen = new Map<string, number>();
  const visit = (node: TS.Node, outer: readonly string[]) => {
    let names = outer;
    if (isFunction(node)) {
      names = [...outer, nameOf(node)];
      const base = names.join(' > ');
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const first = lineOf(node.getStart(source));
      out.push({
        path: file.path,
        name: n === 1 ? base : `${base} #${n}`,
        line: first,
        lines: lineOf(node.getEnd()) - first + 1,
      });
    }
    ts.forEachChild(node, (child) => visit(child, names));
  };
  visit(source, []);
  return out;
}

/** The functions over their folder's limit, longest first. */
export function offenders(files: readonly SourceFile[]): FunctionSpan[] {
  return files
    .flatMap((f) => {
      const limit = limitFor(f.path);
      return limit === null ? [] : functionsOf(f).filter((fn) => fn.lines > limit);
    })
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

/** The allow-list key of a function: `path#name`. */
export const keyOf = (fn: Pick<FunctionSpan, 'path' | 'name'>) => `${fn.path}#${fn.name}`;
