import { HttpError } from 'react-admin';
import { currentLocale } from './i18n-provider';

/**
 * fetch for /api/admin: JSON, the staff member's language, and the CSRF token (fetched once, sent
 * on every state-changing call). Errors become react-admin HttpErrors carrying the field messages.
 */
let csrfToken: Promise<string> | null = null;

function token(): Promise<string> {
  csrfToken ??= fetch('/api/admin/csrf', { credentials: 'same-origin' })
    .then((response) => response.json() as Promise<{ token: string }>)
    .then((body) => body.token)
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string>; stage?: string };
}

export async function adminFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...init.headers,
  };
  if (method !== 'GET') headers['X-CSRF-Token'] = await token();
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`/api/admin${path}`, { method, headers, body, credentials: 'same-origin' });
  const json = (await response.json().catch(() => ({}))) as T & ApiErrorBody;
  if (!response.ok) {
    const error = json.error ?? {};
    throw new HttpError(error.message ?? response.statusText, response.status, {
      errors: error.fields ?? {},
      code: error.code,
      stage: error.stage,
    });
  }
  return json;
}
