import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import inject from 'light-my-request';
import type { RequestListener } from 'node:http';
import type { DirectReads } from './direct-reads';

/** Public reads answered without Express (direct-reads.ts), with the API's own query parser. */
export interface DirectPath {
  /** Where the API is mounted (`/api/v1`). */
  prefix: string;
  reads: DirectReads;
  parseQuery: (search: string) => unknown;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Serves the server's own API calls in-process (docs/architecture.md, "Data": no loopback HTTP):
 * a public read through its direct form when it has one and answers plainly, everything else
 * through the same Express stack, so pages see one interface on both sides.
 */
export function inProcessAdapter(handler: RequestListener, direct?: DirectPath): AxiosAdapter {
  // light-my-request, when handed an Express app, re-parents Express's request/response prototypes
  // (shared by every app in the process) onto its own fakes: every real request after the first
  // in-process call then hangs. Hand it a plain function instead, and copy the fakes' methods onto
  // each fake itself, so Express's per-request re-parenting (app.handle) cannot drop them.
  const dispatch: RequestListener = (req, res) => {
    keepOwnMethods(req);
    keepOwnMethods(res);
    handler(req, res);
  };
  return async (config: InternalAxiosRequestConfig) => {
    const base = config.baseURL ?? '';
    const url = new URL(
      (config.url ?? '').startsWith('/') && base
        ? base.replace(/\/$/, '') + config.url
        : `${base.replace(/\/$/, '')}/${config.url ?? ''}`,
      'http://in-process',
    );
    if (config.params) {
      for (const [key, value] of Object.entries(config.params as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
    }
    const method = (config.method ?? 'get').toUpperCase();
    if (direct && method === 'GET' && url.pathname.startsWith(`${direct.prefix}/`)) {
      const answer = await directAnswer(direct, url);
      // The same JSON an HTTP answer would carry (dates as text, no undefined members).
      if (answer)
        return {
          data: JSON.parse(JSON.stringify(answer.body)) as unknown,
          status: 200,
          statusText: 'OK',
          headers: AxiosHeaders.from(JSON_HEADERS),
          config,
          request: {},
        };
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
    }
    const response = await inject(dispatch, {
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, 'x-in-process': '1' },
      payload:
        typeof config.data === 'string'
          ? config.data
          : config.data === undefined
            ? undefined
            : JSON.stringify(config.data),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    let data: unknown = response.payload;
    if (contentType.includes('json') && response.payload) {
      try {
        data = JSON.parse(response.payload);
      } catch {
        data = response.payload;
      }
    }
    const result = {
      data,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: AxiosHeaders.from(response.headers as Record<string, string>),
      config,
      request: {},
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!validate(response.statusCode)) {
      throw new AxiosError(
        `Request failed with status code ${response.statusCode}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        result,
      );
    }
    return result;
  };
}

/** A failure of the direct form is left to the route, which answers it as an API error. */
async function directAnswer(direct: DirectPath, url: URL): Promise<{ body: unknown } | null> {
  try {
    return await (direct.reads.read(url.pathname.slice(direct.prefix.length), direct.parseQuery(url.search.slice(1))) ??
      null);
  } catch {
    return null;
  }
}

function keepOwnMethods(target: object): void {
  const proto: object = Object.getPrototypeOf(target);
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name !== 'constructor') Object.defineProperty(target, name, Object.getOwnPropertyDescriptor(proto, name)!);
  }
}
