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
