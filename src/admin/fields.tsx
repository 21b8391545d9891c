import { DateField, useLocale, type DateFieldProps } from 'react-admin';

/** Dates as the site writes them: Arabic-Indic digits and the Gregorian calendar in Arabic, the association's time (Asia/Riyadh) whatever the computer's. */
export function WhenField(props: DateFieldProps) {
  const locale = useLocale();
  return <DateField showTime {...props} locales={locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB'} options={{ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }} />;
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A time as WhenField shows it, for text outside a field (tables of sub-records, notes); formatters made once per language. */
export function formatWhen(value: unknown, locale: string): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  const tag = locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB';
  let format = whenFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });
    whenFormats.set(tag, format);
  }
  return format.format(new Date(value));
}
