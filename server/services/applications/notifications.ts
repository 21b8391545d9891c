import type { SubmissionKind } from '#src/domain/applications/reference';
import type { Locale } from '#src/lib/locale';
import type { OutgoingMessage } from '../outbox/outbox';
import { applyText } from './apply-text';

/** Notifications go out in the association's working language, Arabic. */
export const STAFF_LOCALE: Locale = 'ar';

/**
 * The staff email for a new submission. Data minimisation (PDPL): no ID numbers, health details or
 * files in email — only what staff need to know something arrived and whom to call.
 */
export function staffNotification(
  staffEmail: string,
  kind: SubmissionKind,
  reference: string,
  lines: [label: string, value: string | number | null | undefined][],
  meta: { locale: Locale; receivedAt: string },
): OutgoingMessage {
  const t = (key: string, params?: Record<string, string | number>) => applyText(STAFF_LOCALE, key, params);
  const subject = t(`notify.subject.${kind}`, { reference });
  const body = [
    subject,
    '',
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => `${t(`notify.fields.${label}`)}: ${value}`),
    `${t('notify.fields.language')}: ${meta.locale}`,
    `${t('notify.fields.receivedAt')}: ${meta.receivedAt}`,
    '',
    t('notify.fields.privacyNote'),
  ].join('\n');
  return { channel: 'email', recipient: staffEmail, subject, body };
}

/** An option's label in the staff language (`options.interest.medical` → الدعم الطبي والتمريضي). */
export function optionLabel(list: string, value: string): string {
  return applyText(STAFF_LOCALE, `options.${list}.${value}`);
}
