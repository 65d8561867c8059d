/**
 * Where notifications go (issue 22), from the environment (read at each use, so a restart is not
 * needed in tests): NOTIFY_EMAIL_CHANNEL smtp | emailApi (business.md §3 notification channels),
 * NOTIFY_SMTP_URL (smtp://user:pass@host:port), NOTIFY_EMAIL_API_URL (JSON POST), NOTIFY_FROM,
 * NOTIFY_SMS_URL (the SMS gateway: JSON POST answering {code}). Unset: that channel is off.
 */
export interface NotificationSettings {
  emailChannel: 'smtp' | 'emailApi';
  smtpUrl: string;
  emailApiUrl: string;
  from: string;
  smsUrl: string;
}

export function notificationSettings(env: NodeJS.ProcessEnv = process.env): NotificationSettings {
  return {
    emailChannel: env.NOTIFY_EMAIL_CHANNEL === 'emailApi' ? 'emailApi' : 'smtp',
    smtpUrl: env.NOTIFY_SMTP_URL ?? '',
    emailApiUrl: env.NOTIFY_EMAIL_API_URL ?? '',
    from: env.NOTIFY_FROM ?? 'Logisztika <logisztika@localhost>',
    smsUrl: env.NOTIFY_SMS_URL ?? '',
  };
}

export const emailEnabled = (s: NotificationSettings) =>
  s.emailChannel === 'smtp' ? s.smtpUrl !== '' : s.emailApiUrl !== '';
