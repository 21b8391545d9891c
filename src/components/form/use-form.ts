import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { fieldErrors, translateFieldErrors, type FieldErrors } from '../../domain/validation';
import type { SubmitResult } from '../../lib/csrf';
import { loadApiClient } from '../../lib/api-loader';
import { newIdempotencyKey, withIdempotencyKey } from '../../lib/idempotency';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useLocalePath } from '../use-locale-path';
import { addLocale } from '../../lib/i18n';
import { loadLocaleResources } from '../../lib/locale-resources';
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
  /**
   * The same zod schema the API parses with (src/domain/applications), or a function that imports
   * it: a form on a page's first load then leaves zod out of that load. The kit starts loading it
   * once the form is on screen; a submit waits for it, and nothing is checked before a submit.
   */
  schema: S | (() => Promise<S>);
  submit(input: SubmitInput<z.output<S>>): Promise<SubmitResult<T>>;
  onSuccess(data: T, form: HTMLFormElement): void;
  /**
   * Problems with values kept outside the form's fields (an amount picker beside it), by the id
   * suffix their summary entry links to: checked with the fields, and nothing is posted while any remain.
   */
  precheck?(): Record<string, string>;
}

/**
 * A form's life: validate in the browser with the shared schema (messages in the visitor's language),
 * post, then show the server's per-field errors the same way. After a failed attempt the error
 * summary takes focus, and fields are re-checked as the visitor leaves them.
 */
export function useForm<S extends z.ZodType, T>({ schema, submit, onSuccess, precheck }: Options<S, T>) {
  const resolved = useSchema(schema);
  const { t, i18n } = useTranslation(['apply', 'validation']);
  // What a submit says when it cannot reach the server. The page's state carries the texts its server
  // render read (the rest load later, and offline never), so they are read here.
  t('apply:form.networkError');
  t('apply:form.serverError');
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
  // One key per filling of the form: a double click or a retry stores one record (forgotten after a success).
  const idempotencyKey = useRef<string | null>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const translate = useCallback((raw: FieldErrors) => translateFieldErrors(raw, (key, params) => t(key, params)), [t]);

  const check = useCallback(
    (form: HTMLFormElement, using: S) => {
      const raw = collectValues(form);
      const parsed = using.safeParse(raw);
      const found: FieldErrors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...fileErrors(form) };
      return { raw, parsed, errors: translate(found) };
    },
    [translate],
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
      // The page's state carries only the texts its server render used; messages may need the rest
      // (loaded when the browser is idle: a quick first submit waits for them, later ones do not).
      let current: S;
      try {
        [, current] = await Promise.all([
          loadLocaleResources(locale).then((all) => addLocale(i18n, locale, all)),
          resolved.load(),
        ]);
      } catch {
        // The schema's chunk or the texts its messages need could not load (offline): nothing was posted.
        fail(form, {}, t('apply:form.networkError'));
        return;
      }
      const { raw, parsed, errors: fieldProblems } = check(form, current);
      const found = { ...(precheck?.() ?? {}), ...fieldProblems };
      if (!parsed.success || Object.keys(found).length > 0) {
        fail(form, found, null);
        return;
      }
      setPending(true);
      setFormError(null);
      try {
        idempotencyKey.current ??= newIdempotencyKey();
        const api = withIdempotencyKey(await loadApiClient(apiBaseUrl, locale), idempotencyKey.current);
        const result = await submit({ values: parsed.data as z.output<S>, raw, form, api });
        if (result.ok) {
          idempotencyKey.current = null;
          setErrors({});
          setSummary({});
          onSuccess(result.data, form);
          return;
        }
        const general =
          result.code === 'network'
            ? t('apply:form.networkError')
            : Object.keys(result.fields).length
              ? null
              : (result.message ?? t('apply:form.serverError'));
        fail(form, result.fields, general);
      } catch {
        fail(form, {}, t('apply:form.networkError'));
      } finally {
        setPending(false);
      }
    },
    [pending, check, resolved, precheck, fail, apiBaseUrl, locale, submit, onSuccess, t, i18n],
  );

  /**
   * After a failed attempt, a field's error goes away as soon as the visitor has corrected it
   * (checked as they type); new errors only appear on the next submit. Errors never appear or
   * move on blur, so the layout does not jump under a pointer heading for the next control.
   */
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      // Errors exist only after a submit, which loaded the schema.
      const current = resolved.current();
      if (!name || !errors[name] || !current) return;
      const { errors: found } = check(event.currentTarget, current);
      if (found[name]) return;
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    [errors, check, resolved],
  );

  return {
    errors,
    summary,
    labels,
    formError,
    pending,
    summaryRef,
    formProps: { onSubmit, onChange, noValidate: true },
  };
}

/**
 * A form's schema, given as is or as a function that imports it: loaded once the form is on
 * screen (after hydration), so it is there by the first submit; `load` waits for it, and a failed
 * import is tried again on the next call.
 */
function useSchema<S extends z.ZodType>(schema: S | (() => Promise<S>)) {
  const state = useRef<{ value: S | null; pending: Promise<S> | null }>({ value: null, pending: null });
  const handle = useMemo(
    () => ({
      current: () => (typeof schema === 'function' ? state.current.value : schema),
      load(): Promise<S> {
        if (typeof schema !== 'function') return Promise.resolve(schema);
        const held = state.current;
        if (held.value) return Promise.resolve(held.value);
        held.pending ??= schema().then(
          (value) => {
            held.value = value;
            return value;
          },
          (error: unknown) => {
            held.pending = null;
            throw error;
          },
        );
        return held.pending;
      },
    }),
    [schema],
  );
  useEffect(() => {
    handle.load().catch(() => undefined);
  }, [handle]);
  return handle;
}
