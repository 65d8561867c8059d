import { readFileSync } from 'node:fs';

let common: Set<string> | undefined;

/** True when the (lower-cased) text is on the shipped list of commonest passwords. */
export function isCommonPassword(candidate: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common.has(candidate.toLowerCase());
}
