import { proxy } from 'valtio';

/**
 * The passing notice of the shell: what a save (or a refused key) did, shown for a few seconds at
 * the bottom of the screen without taking the focus (an alert would need a key press to close).
 */
export const noticeState = proxy<{ text: string; kind: 'ok' | 'refused'; id: number }>({
  text: '',
  kind: 'ok',
  id: 0,
});

export function showNotice(text: string, kind: 'ok' | 'refused' = 'ok'): void {
  noticeState.text = text;
  noticeState.kind = kind;
  noticeState.id += 1;
}

export function clearNotice(id: number): void {
  if (noticeState.id === id) noticeState.text = '';
}
