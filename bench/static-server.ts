import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { replayHeaders, type CapturedResponse } from './captured';

/**
 * The reference server of the bench: bare node:http answering, from memory, the exact bytes and
 * headers the app sent for each path. Runs in its own process, like the app, so neither shares an
 * event loop with autocannon. Prints `{"port":N}` on stdout once listening.
 */
interface Stored {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

const stored = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Stored[];
const responses = new Map<string, { status: number; headers: Record<string, string | string[]>; body: Buffer }>();
for (const entry of stored) {
  const captured: CapturedResponse = { ...entry, body: Buffer.from(entry.body, 'base64') };
  responses.set(entry.path, { status: captured.status, headers: replayHeaders(captured), body: captured.body });
}

const server = createServer((req, res) => {
  const found = responses.get(req.url ?? '');
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(found.status, found.headers);
  res.end(found.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
