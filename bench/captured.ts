import { request } from 'node:http';

/** One response as the app sent it: status, headers and the (gzip) body bytes. */
export interface CapturedResponse {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The request headers both servers get during the bench, and the capture. */
export const BENCH_REQUEST_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' } as const;

/** GET `path` once with Accept-Encoding: gzip and keep the raw bytes (no decompression). */
export function capture(origin: string, path: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { headers: BENCH_REQUEST_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = value;
        resolve({ path, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that belong to one connection, not to the response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

export function replayHeaders(captured: CapturedResponse): Record<string, string | string[]> {
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  return { ...headers, 'content-length': String(captured.body.length) };
}
