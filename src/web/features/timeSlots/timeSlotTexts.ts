import type { TimeSlotBooking } from '../../../core/timeSlots/timeSlots.schemas.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { TranslateFn } from '../../i18n/useT.ts';

/** "Fuvar 1234" / "Átvét 12": the kind and the number people read. */
export const recordTitle = (t: TranslateFn, r: { kind: 'freight' | 'pickup'; number: string }): string =>
  `${t(r.kind === 'freight' ? 'timeSlots.freight' : 'timeSlots.pickup')} ${r.number}`;

/** The record's status in words (the freight's or the pickup's status texts). */
export const statusText = (t: TranslateFn, r: { kind: 'freight' | 'pickup'; status: string }): string =>
  t(`${r.kind === 'freight' ? 'freights' : 'pickups'}.status.${r.status}` as MessageKey);

/** Early, on time or late (late and arrived once it arrived); empty before the slot is judged. */
export function punctualityText(t: TranslateFn, b: TimeSlotBooking): string {
  if (b.punctuality === 'early') return t('timeSlots.early');
  if (b.punctuality === 'late') return t(b.arrivedAt ? 'timeSlots.lateArrived' : 'timeSlots.late');
  if (b.punctuality === 'onTime') return t('timeSlots.onTime');
  return '';
}

/** A booking in one line: record, slot, dock, transporter, plate, status, punctuality. */
export const bookingText = (t: TranslateFn, b: TimeSlotBooking): string =>
  [
    recordTitle(t, b),
    b.label,
    b.dockName,
    b.transporterName,
    b.truckLicensePlateNumber,
    statusText(t, b),
    punctualityText(t, b),
  ]
    .filter(Boolean)
    .join(' · ');
