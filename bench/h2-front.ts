/**
 * An HTTPS front speaking HTTP/2 to the browser and HTTP/1.1 to the app, as nginx does in production
 * (docs/deploy-nginx.md: `http2 on`, `proxy_buffering off`, the app compressing its own answers).
 * The bench measures the browser-side figures through it: a browser reaches the site over one
 * multiplexed connection, not the six HTTP/1.1 connections `node server` alone offers, and
 * Lighthouse's model of the load follows the protocol it observed (docs/decisions/042).
 *
 * The certificate is made for the run (selfsigned); Chromium is told to accept it.
 * Alone: `npx tsx bench/h2-front.ts UPSTREAM [PORT]`.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';

export interface H2Front {
  origin: string;
  close(): Promise<void>;
}

/** Headers of one connection, not of the message: never forwarded (RFC 9110 §7.6.1, RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !CONNECTION_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

export async function startH2Front(upstream: string, port = 0): Promise<H2Front> {
  const target = new URL(upstream);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    const headers = forwardable(req.headers);
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    // Whether the app's whole answer came back: only a request still waiting for it is cut off below.
    let answered = false;
    const forward = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        answer.once('end', () => (answered = true));
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        // Streamed pages go on chunk by chunk, as with proxy_buffering off.
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (res.headersSent) res.destroy();
      else if (!res.writableEnded) res.writeHead(502).end();
    });
    // A browser that cancels a request (a closed tab, a run's context closed mid-load) frees the
    // upstream socket too, as nginx does: otherwise the unread answer holds one of the agent's
    // sockets for good, and once all are held every later request waits (a phone run timed out).
    res.on('close', () => {
      if (!answered) forward.destroy();
    });
    req.pipe(forward);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [upstream, port] = process.argv.slice(2);
  if (!upstream) {
    console.error('usage: npx tsx bench/h2-front.ts UPSTREAM [PORT]');
    process.exit(2);
  }
  const front = await startH2Front(upstream, Number(port ?? 0));
  console.log(`${front.origin} → ${upstream}`);
}
