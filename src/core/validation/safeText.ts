// NUL cannot be stored in PostgreSQL text; a lone UTF-16 surrogate is not a character at all
// (invalid in jsonb, shown as garbage). Either is refused wherever text enters the system.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this pattern's purpose.
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a text holds a NUL character or a lone surrogate. */
export function hasBadCharacters(text: string): boolean {
  return BAD_CHARACTER.test(text);
}

const PROTOTYPE_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * True for names every plain object answers without owning them (`constructor`, `__proto__`,
 * `toString`…): as a column or field name they would reach the prototype, so lists refuse them.
 */
export function isPrototypeKey(name: string): boolean {
  return PROTOTYPE_KEYS.has(name);
}
