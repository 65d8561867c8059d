import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND_CATALOG } from '../../../src/web/commands/catalog.ts';
import { translate } from '../../../src/web/i18n/i18n.ts';
import { DEFAULT_KEYMAP, formatKeys } from '../../../src/web/keyboard/keymap.ts';

/**
 * Drift check of the keyboard help (issue 38): the help overlay is generated from the keymap and the
 * command registry, so a binding or command dropped by accident silently takes its help line off a
 * screen. The help entries of every screen's area (the command id's prefix: orders, freights,
 * routePlanner… and the shell's grid, nav, dialog…) are checked in (helpEntries.txt: one line an entry, by area). An entry that
 * disappears fails here; a new or changed one fails until the file is updated
 * (`npx vitest run --project unit tests/unit/drift -u`) and the change is reviewed with the code.
 */
const SNAPSHOT = new URL('./helpEntries.txt', import.meta.url);

function currentEntries(): Record<string, string[]> {
  const byId = new Map(COMMAND_CATALOG.map((c) => [c.id as string, c]));
  const areas: Record<string, string[]> = {};
  for (const binding of DEFAULT_KEYMAP) {
    const command = byId.get(binding.command);
    const title = command ? translate(command.titleKey, command.titleParams) : '(no command)';
    const area = binding.command.split('.')[0] as string;
    const line = `${binding.keys.map(formatKeys).join(' / ')} — ${title} [${binding.command}, ${binding.scope}]`;
    areas[area] = [...(areas[area] ?? []), line];
  }
  return Object.fromEntries(
    Object.entries(areas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([area, lines]) => [area, lines.sort()]),
  );
}

const asText = (entries: Record<string, string[]>): string =>
  `${Object.entries(entries)
    .flatMap(([area, lines]) => lines.map((line) => `${area}: ${line}`))
    .join('\n')}\n`;

describe('keyboard help entries per screen area', () => {
  const now = currentEntries();

  it('no screen area loses a help entry that is checked in', () => {
    const current = new Set(asText(now).split('\n'));
    const lost = readFileSync(SNAPSHOT, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !current.has(line));
    expect(lost, 'help entries lost (or changed): restore them, or update helpEntries.txt with -u').toEqual(
      [],
    );
  });

  it('the checked-in entries are the current ones (new entries are added to the file)', async () => {
    await expect(asText(now)).toMatchFileSnapshot('./helpEntries.txt');
  });

  it('every binding has a command with a Hungarian title', () => {
    expect(
      Object.values(now)
        .flat()
        .filter((line) => line.includes('(no command)')),
    ).toEqual([]);
  });
});
