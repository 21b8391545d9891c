import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { fieldErrors, translateFieldErrors, type FieldErrors } from '../../domain/validation';
import type { SubmitResult } from '../../lib/csrf';
import { loadApiClient } from '../../lib/api-loader';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useLocalePath } from '../use-locale-path';
import { collectValues, fieldLabels, fileErrors, type FormValues } from './collect-values';

export interface SubmitInput<TValues> {
  /** The schema's output: what the API will accept. */
  values: TValues;
  /** The raw text values (JSON bodies send these: the server parses them with the same schema). */
  raw: FormValues;
  form: HTMLFormElement;
  api: AxiosInstance;
}

interface Options<S extends z.ZodType, T> {
  /** The same zod schema the API parses with (src/domain/applications). */
  schema: S;
  submit(input: SubmitInput<z.output<S>>): Promise<SubmitResult<T>>;
  onSuccess(data: T, form: HTMLFormElement): void;
}

/**
 * A form's life: validate in the browser with the shared schema (messages in the visitor's language),
 * post, then show the server's per-field errors the same way. After a failed attempt the error
 * summary takes focus, and fields are re-checked as the visitor leaves them.
 */
export function useForm<S extends z.ZodType, T>({ schema, submit, onSuccess }: Options<S, T>) {
  const { t } = useTranslation(['apply', 'validation']);
  const { apiBaseUrl } = useRuntimeConfig();
  const { locale } = useLocalePath();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The summary keeps the errors of the last attempt until the next one (it does not shrink while the visitor types).
  const [summary, setSummary] = useState<Record<string, string>>({});
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const translate = useCallback((raw: FieldErrors) => translateFieldErrors(raw, (key, params) => t(key, params)), [t]);

  const check = useCallback(
    (form: HTMLFormElement) => {
      const raw = collectValues(form);
      const parsed = schema.safeParse(raw);
      const found: FieldErrors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...fileErrors(form) };
      return { raw, parsed, errors: translate(found) };
    },
    [schema, translate],
  );

  const fail = useCallback((form: HTMLFormElement, fields: Record<string, string>, general: string | null) => {
    setLabels(fieldLabels(form));
    setErrors(fields);
    setSummary(fields);
    setFormError(general);
    setFailures((count) => count + 1);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      const { raw, parsed, errors: found } = check(form);
      if (!parsed.success || Object.keys(found).length > 0) {
        fail(form, found, null);
        return;
      }
      setPending(true);
      setFormError(null);
      try {
        const api = await loadApiClient(apiBaseUrl, locale);
        const result = await submit({ values: parsed.data as z.output<S>, raw, form, api });
        if (result.ok) {
          setErrors({});
          setSummary({});
          onSuccess(result.data, form);
          return;
        }
        const general =
          result.code === 'network' ? t('apply:form.networkError') : Object.keys(result.fields).length ? null : (result.message ?? t('apply:form.serverError'));
        fail(form, result.fields, general);
      } catch {
        fail(form, {}, t('apply:form.networkError'));
      } finally {
        setPending(false);
      }
    },
    [pending, check, fail, apiBaseUrl, locale, submit, onSuccess, t],
  );

  /**
   * After a failed attempt, a field's error goes away as soon as the visitor has corrected it
   * (checked as they type); new errors only appear on the next submit. Errors never appear or
   * move on blur, so the layout does not jump under a pointer heading for the next control.
   */
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (!name || !errors[name]) return;
      const { errors: found } = check(event.currentTarget);
      if (found[name]) return;
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    [errors, check],
  );

  return { errors, summary, labels, formError, pending, summaryRef, formProps: { onSubmit, onChange, noValidate: true } };
}
