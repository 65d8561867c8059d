import { proxy } from 'valtio';

export interface AlertMessage {
  id: number;
  text: string;
  title?: string;
}

/** Global alert popups, shown one at a time and cleared when closed (shell.md §2). */
export const alertState = proxy<{ queue: AlertMessage[] }>({ queue: [] });

let nextId = 1;

export function showAlert(text: string, title?: string): void {
  // The same text twice in a row (e.g. several parallel calls failing alike) shows once.
  if (alertState.queue.some((a) => a.text === text && a.title === title)) return;
  alertState.queue.push(title === undefined ? { id: nextId++, text } : { id: nextId++, text, title });
}

export function dismissAlert(id: number): void {
  alertState.queue = alertState.queue.filter((a) => a.id !== id);
}
