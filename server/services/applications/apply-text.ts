import ar from '../../../locales/ar/apply.json';
import en from '../../../locales/en/apply.json';
import type { Locale } from '#src/lib/locale';

/**
 * The `apply` namespace's texts on the server, from the same locale files as the site: staff
 * notifications (in the staff language, notifications.ts) and applicants' acknowledgements (in theirs).
 */
const texts: Record<Locale, unknown> = { ar, en };

export function applyText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let value: unknown = texts[locale];
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  const template = typeof value === 'string' ? value : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
