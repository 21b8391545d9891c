import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseNumberInput,
  type NumberFieldSpec,
  type NumberInputError,
  type NumberInputResult,
} from '../../../domain/calculators/number-input';
import { formatNumber } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';

export interface NumberFields<K extends string> {
  text: Record<K, string>;
  setText(name: K, value: string): void;
  /** Every field's value in its smallest unit, or null while any field is invalid or missing. */
  values: Record<K, number> | null;
  /** The translated message to show under each field; an untouched empty field shows none. */
  errors: Partial<Record<K, string>>;
  /** True when some field shows an error. */
  invalid: boolean;
}

/** The translated text of a parse error, its limits written in the visitor's digits. */
export function useNumberErrorText(): (error: NumberInputError) => string {
  const { t } = useTranslation();
  const { locale } = useLocalePath();
  return useCallback(
    (error: NumberInputError) => {
      const params: Record<string, string> = {};
      if (error.params?.max !== undefined) params.max = formatNumber(error.params.max, locale);
      if (error.params?.min !== undefined) params.min = formatNumber(error.params.min, locale);
      return t(`validation:${error.key}`, params);
    },
    [t, locale],
  );
}

/** A calculator's number fields: the text as typed, parsed live on every keystroke. */
export function useNumberFields<K extends string>(
  specs: Record<K, NumberFieldSpec>,
  initial: Record<K, string>,
): NumberFields<K> {
  const [text, setAll] = useState(initial);
  const errorText = useNumberErrorText();
  const setText = useCallback((name: K, value: string) => setAll((previous) => ({ ...previous, [name]: value })), []);
  const parsed = useMemo(() => {
    const results = {} as Record<K, NumberInputResult>;
    for (const name of Object.keys(specs) as K[]) results[name] = parseNumberInput(text[name], specs[name]);
    return results;
  }, [specs, text]);
  return useMemo(() => {
    const values = {} as Record<K, number>;
    const errors: Partial<Record<K, string>> = {};
    let complete = true;
    for (const name of Object.keys(parsed) as K[]) {
      const result = parsed[name];
      if (result.ok) {
        values[name] = result.value;
        continue;
      }
      complete = false;
      // An empty required field is "not filled in yet", not a mistake to point at.
      if (!(result.error.key === 'required' && text[name].trim() === '')) errors[name] = errorText(result.error);
    }
    return { text, setText, values: complete ? values : null, errors, invalid: Object.keys(errors).length > 0 };
  }, [parsed, text, setText, errorText]);
}
