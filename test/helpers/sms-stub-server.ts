import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A failure the next requests get instead of the provider's answer (a 5xx, a 429), or a dropped connection. */
export type StubFailure = { status: number } | 'drop';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body as UTF-8 text. */
  text: string;
}

/**
 * A real HTTP server on a free local port for a provider stub: reads each request whole, answers
 * queued failures first, then hands the request to the provider's `answer`.
 */
export async function startStubServer(answer: (request: StubRequest, res: ServerResponse) => void) {
  const failures: StubFailure[] = [];
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        text: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const failure = failures.shift();
      if (failure === 'drop') return req.socket.destroy();
      if (failure) return json(res, failure.status, { message: 'stub failure' });
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (...next: StubFailure[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The providers' documented number form: international, without + or 00. */
export const PROVIDER_MOBILE = /^9665\d{8}$/;
