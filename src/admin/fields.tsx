import { DateField, useLocale, type DateFieldProps } from 'react-admin';

/** Dates as the site writes them: Arabic-Indic digits and the Gregorian calendar in Arabic. */
export function WhenField(props: DateFieldProps) {
  const locale = useLocale();
  return <DateField showTime {...props} locales={locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB'} options={{ dateStyle: 'medium', timeStyle: 'short' }} />;
}
