/** Outbox channels: e-mail (smtp or emailApi, business.md §3), SMS through an HTTP gateway, the webhook. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'webhook'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The freight statuses its customers are told about (issue 22). */
export const NOTIFIED_STATUSES = ['scheduled', 'shipped'] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export interface NotificationFacts {
  customerName: string;
  orderId: string;
  freightId: string;
  deliveryDate: string | null;
  truckLicensePlateNumber: string | null;
  driverName: string | null;
}

const date = (d: string | null) => (d ? d.replaceAll('-', '.') : 'egyeztetés alatt');

/** The Hungarian messages of each status: e-mail subject and text, and the SMS (one line, no accents lost). */
export const NOTIFICATION_TEMPLATES: Record<
  NotifiedStatus,
  {
    subject(f: NotificationFacts): string;
    text(f: NotificationFacts): string;
    sms(f: NotificationFacts): string;
  }
> = {
  scheduled: {
    subject: (f) => `${f.orderId} megrendelésének szállítása ütemezve`,
    text: (f) =>
      [
        `Tisztelt ${f.customerName}!`,
        '',
        `Tájékoztatjuk, hogy a(z) ${f.orderId} számú megrendelését a(z) ${f.freightId}. fuvarba ütemeztük.`,
        `Tervezett szállítási nap: ${date(f.deliveryDate)}.`,
        '',
        'Üdvözlettel:',
        'Logisztika',
      ].join('\n'),
    sms: (f) => `${f.orderId} megrendelése ütemezve, szállítás: ${date(f.deliveryDate)}.`,
  },
  shipped: {
    subject: (f) => `${f.orderId} megrendelése úton van`,
    text: (f) =>
      [
        `Tisztelt ${f.customerName}!`,
        '',
        `A(z) ${f.orderId} számú megrendelését a(z) ${f.freightId}. fuvar elszállította.`,
        `Szállítási nap: ${date(f.deliveryDate)}.`,
        ...(f.truckLicensePlateNumber ? [`Jármű rendszáma: ${f.truckLicensePlateNumber}.`] : []),
        ...(f.driverName ? [`Gépkocsivezető: ${f.driverName}.`] : []),
        '',
        'Üdvözlettel:',
        'Logisztika',
      ].join('\n'),
    sms: (f) =>
      `${f.orderId} megrendelése úton van (${date(f.deliveryDate)}${f.truckLicensePlateNumber ? `, ${f.truckLicensePlateNumber}` : ''}).`,
  },
};

/** Backoff of a failed message: 30 s doubled per attempt, at most an hour; given up after MAX_ATTEMPTS. */
export const MAX_ATTEMPTS = 8;
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** SMS gateway result codes that mean the balance is too low (shell.md SMS status). */
export const SMS_LOW_BALANCE_CODES = [7, 11] as const;
