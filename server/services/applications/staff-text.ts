import ar from '../../../locales/ar/apply.json';
import en from '../../../locales/en/apply.json';
import type { Locale } from '#src/lib/locale';

/**
 * Staff-facing wording, from the same locale files as the site (`apply` namespace). Notifications go
 * out in the association's working language, Arabic; STAFF_LOCALE could change that later.
 */
const texts: Record<Locale, unknown> = { ar, en };

export function staffText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let value: unknown = texts[locale];
  for (const part of key.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  const template = typeof value === 'string' ? value : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
