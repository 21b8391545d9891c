import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';

export type CountUnit = 'grams' | 'kilograms' | 'persons' | 'poor' | 'days';

/**
 * Formatting for the calculators: money from halalas, and counted quantities with the noun in the
 * right number (Arabic has six plural forms: ٣ غرامات، ٨٥ غرامًا، ١٠٠ غرام).
 */
export function useCalcFormat() {
  const { t } = useTranslation('calc');
  const { locale } = useLocalePath();
  const money = useCallback((halalas: number) => formatMoney(halalas, locale), [locale]);
  const count = useCallback(
    (unit: CountUnit, value: number) => t(`count.${unit}`, { count: value, value: formatNumber(value, locale) }),
    [t, locale],
  );
  /** Milligrams → "87.5 grams"; grams → "3 kilograms". */
  const grams = useCallback((milligrams: number) => count('grams', milligrams / 1000), [count]);
  const kilograms = useCallback((gramsValue: number) => count('kilograms', gramsValue / 1000), [count]);
  return { locale, money, count, grams, kilograms };
}
