import defaultKeymap from '../../../keymaps/default.json';
import type { KeyOverrides } from '../../core/list/preferences.schemas.ts';

export const KEY_SCOPES = ['global', 'grid', 'dialog', 'map'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** One binding: command id → chord or sequence (alternatives allowed) in a scope. */
export interface KeyBinding {
  command: string;
  keys: string[];
  scope: KeyScope;
}

interface RawBinding {
  command: string;
  keys: string | string[];
  scope: string;
}

const isScope = (s: string): s is KeyScope => (KEY_SCOPES as readonly string[]).includes(s);

/** Normalises a keymap file's bindings (keys as a list, scope checked). */
export function parseKeymap(raw: { bindings: readonly RawBinding[] }): KeyBinding[] {
  return raw.bindings.map((b) => {
    if (!isScope(b.scope)) throw new Error(`Unknown key scope ${b.scope} for ${b.command}`);
    return { command: b.command, keys: Array.isArray(b.keys) ? [...b.keys] : [b.keys], scope: b.scope };
  });
}

/** keymaps/default.json, parsed. */
export const DEFAULT_KEYMAP: readonly KeyBinding[] = parseKeymap(defaultKeymap);

/** The default keymap with a user's overrides: a new chord replaces the default; '' unbinds. */
export function applyOverrides(keymap: readonly KeyBinding[], overrides: KeyOverrides): KeyBinding[] {
  return keymap
    .map((b) => {
      const o = overrides[b.command];
      if (o === undefined) return b;
      return { ...b, keys: o === '' ? [] : [o] };
    })
    .filter((b) => b.keys.length > 0);
}

const IS_MAC = typeof navigator === 'object' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Key codes a user reads as the character or arrow on the key (`BracketLeft` → `[`). */
const KEY_TEXT: Readonly<Record<string, string>> = {
  BracketLeft: '[',
  BracketRight: ']',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Minus: '-',
  Equal: '=',
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Escape: 'Esc',
};

/** Human text of a chord or sequence: `$mod+KeyK` → `Ctrl+K`, `g r` → `g r`, `Shift+BracketLeft` → `Shift+[`. */
export function formatKeys(keys: string): string {
  return keys
    .split(' ')
    .map((press) =>
      press
        .split(/\b\+/)
        .map((part) =>
          part === '$mod'
            ? IS_MAC
              ? '⌘'
              : 'Ctrl'
            : (KEY_TEXT[part] ?? part.replace(/^Key([A-Z])$/, '$1').replace(/^Digit(\d)$/, '$1')),
        )
        .join('+'),
    )
    .join(' ');
}

/** True when a key press belongs to text entry: a field has focus or an IME is composing. */
export function isTypingEvent(event: KeyboardEvent): boolean {
  if (event.isComposing || event.keyCode === 229) return true;
  const el = event.target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  return false;
}

/** Chords with Ctrl/⌘/Alt, and Esc, still work inside fields (Ctrl+S saves a form); plain keys do not. */
export function worksWhileTyping(keys: string): boolean {
  // A function key (F1 "Miért?") types nothing either.
  return /(\$mod|Control|Meta|Alt)\+/.test(keys) || keys === 'Escape' || /^F\d{1,2}$/.test(keys);
}
