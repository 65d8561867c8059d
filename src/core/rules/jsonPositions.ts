/** A place in a text file, 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A JSON text that cannot be parsed: the reason and where. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    readonly reason: string,
    readonly position: TextPosition,
  ) {
    super(`${reason} at line ${position.line}, column ${position.column}`);
  }
}

/** A parsed JSON text and where each value starts, keyed by its path (`rules/3/conditions/all/0/fact`). */
export interface PositionedJson {
  value: unknown;
  positions: Map<string, TextPosition>;
}

/** The key of a path in PositionedJson.positions. */
export const pathKey = (path: readonly (string | number)[]) => path.map(String).join('/');

/**
 * Parses JSON (RFC 8259, as JSON.parse) and records where every value starts, so a rule file's
 * checks can name `file:line:column` instead of a character offset. The value comes from the
 * native JSON.parse; the positions are scanned only when first asked for (a file with a problem),
 * which keeps `rules:check` over every file of every mode fast (issue 36). A text JSON.parse refuses
 * is scanned at once, for the line and column of the error.
 */
export function parseJsonWithPositions(text: string): PositionedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return scanJson(text);
  }
  let positions: Map<string, TextPosition> | undefined;
  return {
    value,
    get positions() {
      positions ??= scanJson(text).positions;
      return positions;
    },
  };
}

/** The scan behind parseJsonWithPositions: the value and every value's position, or the error's. */
function scanJson(text: string): PositionedJson {
  const positions = new Map<string, TextPosition>();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): TextPosition => ({ line, column: i - lineStart + 1 });
  const fail = (reason: string): never => {
    throw new JsonSyntaxError(reason, here());
  };
  const skip = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\n') {
        line++;
        i++;
        lineStart = i;
      } else if (c === ' ' || c === '\t' || c === '\r') i++;
      else break;
    }
  };
  const parseString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') fail('unterminated string');
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail('bad escape in string');
    }
  };
  /** Whether the next character closes the object or array just opened (it is then read). */
  const closes = (close: '}' | ']'): boolean => {
    skip();
    if (text[i] !== close) return false;
    i++;
    return true;
  };
  /** After a member or element: false at a comma (another follows), true at the closing bracket. */
  const endsList = (close: '}' | ']'): boolean => {
    skip();
    if (text[i] === ',') {
      i++;
      return false;
    }
    if (closes(close)) return true;
    return fail(`expected "," or "${close}", found ${charName(text[i])}`);
  };
  const value = (path: (string | number)[]): unknown => {
    skip();
    positions.set(pathKey(path), here());
    const c = text[i];
    if (c === '{') {
      i++;
      const out: Record<string, unknown> = {};
      if (closes('}')) return out;
      do {
        skip();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${charName(text[i])}`);
        const key = parseString();
        skip();
        if (text[i] !== ':') fail(`expected ":" after "${key}", found ${charName(text[i])}`);
        i++;
        out[key] = value([...path, key]);
      } while (!endsList('}'));
      return out;
    }
    if (c === '[') {
      i++;
      const out: unknown[] = [];
      if (closes(']')) return out;
      do out.push(value([...path, out.length]));
      while (!endsList(']'));
      return out;
    }
    if (c === '"') return parseString();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(i, i + 64),
    );
    if (!literal) return fail(`unexpected ${charName(c)}`);
    i += literal[0].length;
    return JSON.parse(literal[0]);
  };
  const result = value([]);
  skip();
  if (i < text.length) fail(`unexpected ${charName(text[i])} after the end of the JSON value`);
  return { value: result, positions };
}

const charName = (c: string | undefined) => (c === undefined ? 'the end of the file' : JSON.stringify(c));

/** The position of the deepest recorded value on the path (a missing key is reported at its object). */
export function positionOf(json: PositionedJson, path: readonly (string | number)[]): TextPosition {
  for (let n = path.length; n >= 0; n--) {
    const p = json.positions.get(pathKey(path.slice(0, n)));
    if (p) return p;
  }
  return { line: 1, column: 1 };
}
