import { useEffect, useMemo } from 'react';
import { tinykeys } from 'tinykeys';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { guardRoute } from '../../core/permissions/index.ts';
import { COMMAND_CATALOG, type CommandId } from '../commands/catalog.ts';
import { commandIdOf, registerCommands, runCommand } from '../commands/registry.ts';
import { commandContext, setShellHandles } from '../commands/terminalState.ts';
import { useAccess } from '../shell/useAccess.ts';
import { isTypingEvent, type KeyBinding, worksWhileTyping } from './keymap.ts';
import { effectiveKeymap, keymapState, loadKeyOverrides } from './keymapState.ts';

registerCommands(COMMAND_CATALOG);

/** Whether a binding of this scope may fire in the current context. */
function scopeOpen(binding: KeyBinding): boolean {
  const ctx = commandContext();
  if (binding.command === ('palette.open' satisfies CommandId)) return ctx.modal !== 'dialog';
  if (ctx.modal === 'dialog') return binding.scope === 'dialog';
  if (ctx.modal !== null) return false;
  if (binding.scope === 'grid') return ctx.grid !== null;
  // The map scope: the map screen (/map, view 'freight-map') is on screen.
  if (binding.scope === 'map') return ctx.view?.id === 'freight-map';
  return binding.scope === 'global';
}

/** Binds the effective keymap to the window and keeps the shell handles of the commands current. */
export function KeyboardHost() {
  const [path, navigate] = useLocation();
  const access = useAccess();
  const { overrides } = useSnapshot(keymapState);
  const keymap = useMemo(() => effectiveKeymap(overrides), [overrides]);

  useEffect(() => {
    setShellHandles({
      path,
      navigate: (to) => navigate(to),
      can: (to) =>
        access.loggedIn &&
        guardRoute({
          path: to,
          role: access.role,
          loggedIn: access.loggedIn,
          authDisabled: access.authDisabled,
          ctx: access.ctx,
        }) === null,
    });
  }, [path, navigate, access]);

  useEffect(() => {
    if (access.loggedIn && !access.authDisabled) void loadKeyOverrides();
  }, [access.loggedIn, access.authDisabled]);

  useEffect(() => {
    const map: Record<string, (e: KeyboardEvent) => void> = {};
    for (const binding of keymap) {
      for (const keys of binding.keys) {
        const previous = map[keys];
        map[keys] = (event) => {
          previous?.(event);
          if (event.defaultPrevented) return;
          // In a field, grid chords (Ctrl+Z, Ctrl+A…) keep their text meaning; only Esc, Ctrl+S, Ctrl+K pass.
          if (isTypingEvent(event) && !(worksWhileTyping(keys) && binding.scope !== 'grid')) return;
          if (!scopeOpen(binding)) return;
          const id = commandIdOf(binding.command);
          if (id && runCommand(id, commandContext())) event.preventDefault();
        };
      }
    }
    return tinykeys(window, map);
  }, [keymap]);
  return null;
}
