/** A stored record as the API shows it: the row version travels as `__v` (the optimistic-lock token). */
export type Presented<R extends { version: number }> = Omit<R, 'version'> & { __v: number };

/** A versioned record as its API document, for areas whose document is the record itself. */
export function presentVersioned<R extends { version: number }>({ version, ...rest }: R): Presented<R> {
  return { ...rest, __v: version };
}
