/** Resolves a plain dotted path ($.a.b.0) in a value; undefined when any step is missing. */
export function resolvePath(value: unknown, path: string): unknown {
  let current = value;
  const steps = path.split('.');
  for (let i = 1; i < steps.length; i++) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[steps[i] as string];
  }
  return current;
}

/**
 * A condition's fact at its path, as json-rules-engine reads it: the path applies only to an
 * object; any other value (null, a string …) is returned as it is.
 */
export function factAtPath(raw: unknown, path: string | undefined): unknown {
  return path && raw !== null && typeof raw === 'object' ? resolvePath(raw, path) : raw;
}
