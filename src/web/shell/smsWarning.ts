import type { MessageKey } from '../i18n/i18n.ts';

/** SMS provider codes meaning the balance is too low (shell.md §8). */
export const SMS_LOW_BALANCE_CODES = [7, 11];

/** The warning for the last SMS result code, or null when there is nothing to warn about. */
export function smsWarning(
  code: number | null | undefined,
): { title: MessageKey; text: MessageKey; code: number | null } | null {
  if (code === null || code === undefined || code === 0) return null;
  if (SMS_LOW_BALANCE_CODES.includes(code)) {
    return { title: 'bottomBar.smsBalanceTitle', text: 'bottomBar.smsBalanceText', code: null };
  }
  return { title: 'bottomBar.smsErrorTitle', text: 'bottomBar.smsErrorText', code };
}
