import type { EventChange, EventDoc } from '../../../core/events/events.schemas.ts';
import { actionLabel } from '../../i18n/eventActionLabel.ts';
import { type MessageKey, translate } from '../../i18n/i18n.ts';

// rosetta answers '' for a missing key: an entity, action or field without a label shows its own name.
const labelOr = (key: string, fallback: string) => translate(key as MessageKey) || fallback;

/** Hungarian name of a logged entity (locales events.entities.*). */
export const entityLabel = (entity: string) => labelOr(`events.entities.${entity}`, entity);
/** Hungarian name of an action (shared with the freight and pickup details: i18n/eventActionLabel.ts). */
export { actionLabel };

/** Where a field's label is looked up when the event log has none of its own: the areas' column labels. */
const FIELD_LABEL_SOURCES = [
  'events.fields',
  'orders.col',
  'freights.col',
  'pickups.col',
  'products',
] as const;

/**
 * Hungarian name of a changed field (events.fields.*, else the label its area's columns show);
 * a nested path (items.0.quantity) is named by its last field; never the internal name when a label exists.
 */
export const fieldLabel = (field: string): string => {
  const names = [
    field,
    field
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field,
  ];
  for (const name of names)
    for (const source of FIELD_LABEL_SOURCES) {
      const label = labelOr(`${source}.${name}`, '');
      if (label && typeof label === 'string') return label;
    }
  return field;
};
/** A role's Hungarian name (roles.*). */
export const roleLabel = (role: string) => labelOr(`roles.${role}`, role);

/** One value of a change as text: — for none, Igen/Nem, lists and objects as compact JSON. */
export function formatChangeValue(value: EventChange['before']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'masterData.yes' : 'masterData.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const SUMMARY_FIELDS = 6;

/** The list's summary: the changed fields' names, the first few of them. */
export function changeSummary(event: Pick<EventDoc, 'changes'>): string {
  const names = event.changes.map((c) => fieldLabel(c.field));
  const shown = names.slice(0, SUMMARY_FIELDS).join(', ');
  return names.length > SUMMARY_FIELDS ? `${shown} … (+${names.length - SUMMARY_FIELDS})` : shown;
}
