import { type MessageKey, translate } from './i18n.ts';

/**
 * Hungarian name of a logged action: created/updated/deleted and the business events
 * (locales events.actions.*); an action without a label shows its own name.
 */
export const actionLabel = (action: string): string =>
  translate(`events.actions.${action}` as MessageKey) || action;
