import { useEffect, useMemo } from 'react';
import { tinykeys } from 'tinykeys';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { guardRoute } from '../../core/permissions/index.ts';
import { COMMAND_CATALOG, type CommandId } from '../commands/catalog.ts';
import { commandIdOf, isRefused, registerCommands, runCommand } from '../commands/registry.ts';
import { commandContext, setShellHandles } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { useAccess } from '../shell/useAccess.ts';
import { showNotice } from '../state/noticeState.ts';
import { focusScreen } from '../ui/Modal.tsx';
import { isTypingEvent, type KeyBinding, worksWhileTyping } from './keymap.ts';
import { effectiveKeymap, keymapState, loadKeyOverrides } from './keymapState.ts';
import { isSequenceSecondKey, trackSequence } from './keySequence.ts';

registerCommands(COMMAND_CATALOG);

/** Whether a binding of this scope may fire in the current context. */
function scopeOpen(binding: KeyBinding): boolean {
  const ctx = commandContext();
  if (ctx.modal === 'alert') return false;
  if (binding.command === ('palette.open' satisfies CommandId)) return ctx.modal !== 'dialog';
  if (ctx.modal === 'dialog') return binding.scope === 'dialog';
  if (ctx.modal !== null) return false;
  if (binding.scope === 'grid') return ctx.grid !== null;
  // The map scope: the map screen (/map, view 'freight-map') is on screen.
  if (binding.scope === 'map') return ctx.view?.id === 'freight-map';
  return binding.scope === 'global';
}

/**
 * Esc in a field of a screen (not of a dialog, not of the grid's own editor) leaves it for the
 * screen: back to the grid when the screen has one, else to the screen itself, so `g` keys work.
 */
function leaveField(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !isTypingEvent(event)) return;
  const el = event.target as HTMLElement;
  if (el.closest('dialog, [role="dialog"], [role="alertdialog"], .ag-root-wrapper')) return;
  // After the screen's own Esc (a revert question, a list closing) had its say.
  setTimeout(() => {
    const ctx = commandContext();
    if (ctx.modal !== null || document.activeElement !== el) return;
    el.blur();
    focusScreen();
  }, 0);
}

/** Binds the effective keymap to the window and keeps the shell handles of the commands current. */
export function KeyboardHost() {
  const t = useT();
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
    const noPermission = t('terminal.noPermission');
    for (const binding of keymap) {
      for (const keys of binding.keys) {
        const previous = map[keys];
        const isSequence = keys.includes(' ');
        map[keys] = (event) => {
          previous?.(event);
          if (event.defaultPrevented) return;
          // The second key of a `g` sequence is never a command of its own (`g u` is not `u`).
          if (!isSequence && isSequenceSecondKey()) return;
          // In a field, grid chords (Ctrl+Z, Ctrl+A…) keep their text meaning; only Esc, Ctrl+S, Ctrl+K pass.
          if (isTypingEvent(event) && !(worksWhileTyping(keys) && binding.scope !== 'grid')) return;
          if (!scopeOpen(binding)) return;
          const id = commandIdOf(binding.command);
          if (!id) return;
          const ctx = commandContext();
          if (runCommand(id, ctx)) event.preventDefault();
          else if (isRefused(id, ctx)) {
            event.preventDefault();
            showNotice(noPermission, 'refused');
          }
        };
      }
    }
    const unbind = tinykeys(window, map);
    // Capture phase: known before any binding (or the grid) sees the key press.
    window.addEventListener('keydown', trackSequence, true);
    window.addEventListener('keydown', leaveField);
    return () => {
      unbind();
      window.removeEventListener('keydown', trackSequence, true);
      window.removeEventListener('keydown', leaveField);
    };
  }, [keymap, t]);
  return null;
}
