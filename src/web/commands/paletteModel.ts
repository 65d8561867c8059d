import { ROUTES, screenTitle } from '../../core/permissions/index.ts';
import type { SearchHit } from '../../core/search/search.schemas.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import { navCommandId } from './appCommands.ts';
import type { CommandContext, CommandId } from './commandTypes.ts';
import { paletteCommands } from './paletteEntries.ts';
import { type PaletteItem, toPaletteItem } from './paletteSearch.ts';
import { recencyBoost, rememberCommand } from './recentCommands.ts';
import { rememberRecord } from './recentRecords.ts';
import { allCommands, commandIdOf, isAvailable, runCommand } from './registry.ts';
import { commandContext } from './terminalState.ts';
import { HIT_TARGETS } from './useServerSearch.ts';
import { hasViewExtra } from './viewExtras.ts';

const SCREEN_TITLE = new Map<string, string>(ROUTES.map((r) => [navCommandId(r.path), screenTitle(r)]));

/** Commands that end or destroy something: never among the first items, asked for by name. */
const DESTRUCTIVE = new Set<string>(['session.logout', 'record.delete']);

/**
 * The palette's commands available where the palette closes to, with the boost of each: the
 * selection's commands first when rows are chosen, then this screen's, then what the user runs
 * often; the screen on show a little lower, the destructive ones last.
 */
export function commandItems(
  ctx: CommandContext,
  uses: Parameters<typeof recencyBoost>[0],
  t: TranslateFn,
): { items: PaletteItem[]; boosts: Map<string, number> } {
  // The context as it will be once the palette is closed: that is where the command runs.
  const runCtx = { ...ctx, modal: null };
  const boosts = new Map<string, number>();
  const here = navCommandId(ctx.path.split('?')[0] ?? '/');
  const items = paletteCommands(allCommands())
    .filter((c) => isAvailable(c, runCtx))
    .map((c) => {
      const screen = SCREEN_TITLE.get(c.id);
      const id = `cmd:${c.id}`;
      const onSelection = c.selection !== 'none' && ctx.selection.length > 0 && ctx.grid !== null;
      const ofScreen =
        hasViewExtra(ctx, c.id as CommandId) || (c.id.startsWith('record.') && ctx.view !== null);
      boosts.set(
        id,
        (onSelection ? 8 : 0) +
          (ofScreen ? 4 : 0) +
          recencyBoost(uses, c.id) -
          (c.id === here ? 2 : 0) -
          (DESTRUCTIVE.has(c.id) ? 50 : 0),
      );
      return toPaletteItem({
        id,
        label: screen ?? t(c.titleKey, c.titleParams),
        group: DESTRUCTIVE.has(c.id) ? 'other' : c.group === 'navigation' ? 'screens' : 'commands',
        keywords: c.id,
      });
    });
  return { items, boosts };
}

/** A record found on the server, as the palette lists it. */
export interface PaletteHit {
  value: string;
  hit: SearchHit;
  label: string;
  detail: string;
}

/** The server's records whose screen this user may open, with kind, number, title, status and details. */
export const paletteHits = (hits: readonly SearchHit[], ctx: CommandContext, t: TranslateFn): PaletteHit[] =>
  hits
    .filter((h) => ctx.can(HIT_TARGETS[h.kind].screen))
    .map((h) => {
      const kind = t(`jumps.${h.kind}`);
      const status = t(`${h.kind}s.status.${h.status}` as MessageKey);
      return {
        value: `hit:${HIT_TARGETS[h.kind].path(h.id)}`,
        hit: h,
        label: `${kind} ${h.id}`,
        detail: [h.title, status, ...h.details].filter(Boolean).join(' · '),
      };
    });

/** Runs the palette's choice: opens a found record (remembered), runs a command, or goes to a recent record or a jump. */
export function runPaletteChoice(id: string, hits: readonly PaletteHit[], ctx: CommandContext): void {
  if (id.startsWith('hit:')) {
    const chosen = hits.find((h) => h.value === id);
    const path = id.slice(4);
    if (chosen)
      rememberRecord({
        kind: chosen.hit.kind,
        id: chosen.hit.id,
        label: `${chosen.label} – ${chosen.hit.title}`,
        path,
      });
    ctx.navigate(path);
  } else if (id.startsWith('cmd:')) {
    rememberCommand(id.slice(4));
    const command = commandIdOf(id.slice(4));
    if (command) runCommand(command, commandContext());
  } else if (id.startsWith('rec:') || id.startsWith('jump:')) ctx.navigate(id.slice(id.indexOf(':') + 1));
}

/** The palette's groups of local items. */
export type PaletteGroup = 'commands' | 'recent' | 'screens' | 'other';

/**
 * The groups in the order shown, with their headings. With no query: the view's commands on the
 * selection first, then recent records, then every screen. With a query the group holding the best
 * match comes first, so Enter runs the best match ("rendeles" → the Rendelések screen, not the
 * longer command "Rendelések generálása"). The destructive group (Kilépés) always comes last.
 */
export function paletteGroups(
  query: string,
  found: readonly PaletteItem[],
  t: TranslateFn,
): (readonly [PaletteGroup, string])[] {
  const headings: Record<PaletteGroup, string> = {
    commands: t('palette.commands'),
    recent: t('palette.recent'),
    screens: t('palette.screens'),
    other: t('palette.other'),
  };
  const order: PaletteGroup[] =
    query.trim() === ''
      ? ['commands', 'recent', 'screens', 'other']
      : [
          ...new Set([
            ...found.map((i) => i.group as PaletteGroup).filter((g) => g !== 'other'),
            'other' as const,
          ]),
        ];
  return order.filter((g) => g in headings).map((g) => [g, headings[g]] as const);
}
