import { DateField, useLocale, useRecordContext, type DateFieldProps } from 'react-admin';
import { countNumber } from './i18n-provider';

/** The date formats' language tag: Arabic-Indic digits and the Gregorian calendar in Arabic. */
function dateTag(locale: string): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB';
}

/** Dates as the site writes them: Arabic-Indic digits and the Gregorian calendar in Arabic, the association's time (Asia/Riyadh) whatever the computer's. */
export function WhenField(props: DateFieldProps) {
  const locale = useLocale();
  return (
    <DateField
      showTime
      {...props}
      locales={dateTag(locale)}
      options={{ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }}
    />
  );
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A time as WhenField shows it, for text outside a field (tables of sub-records, notes); formatters made once per language. */
export function formatWhen(value: unknown, locale: string): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  const tag = dateTag(locale);
  let format = whenFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });
    whenFormats.set(tag, format);
  }
  return format.format(new Date(value));
}

/** A calendar day stored as YYYY-MM-DD (a job's closing day), written as WhenField writes dates; read as UTC so the stored day never shifts. */
export function DayField(props: DateFieldProps) {
  const locale = useLocale();
  return <DateField {...props} locales={dateTag(locale)} options={{ dateStyle: 'medium', timeZone: 'UTC' }} />;
}

/** A whole number of a record (a position, what is left in stock) in the screen's digits, grouped in thousands; a dash when it has none. */
export function CountField({ source }: { source: string }) {
  const value = useRecordContext()?.[source];
  return <span>{value === null || value === undefined || value === '' ? '—' : countNumber(value)}</span>;
}
