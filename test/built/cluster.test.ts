import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startBuiltServer, type BuiltServer } from './built-server';

/** `node server` with WEB_CONCURRENCY=2: workers behind one port, one outbox, shared limits, drain on SIGTERM. */
interface LogLine {
  msg?: string;
  pid?: number;
  role?: string;
}

function lines(server: BuiltServer): LogLine[] {
  return server.output.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('several workers', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ WEB_CONCURRENCY: '2', HTML_CACHE_SECONDS: '0', RENDER_RATE_LIMIT: '6' });
    const deadline = Date.now() + 30_000;
    while (!lines(server).some((line) => line.msg === 'all workers listening') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    if (server.process.exitCode === null) await server.stop('SIGKILL');
  });

  it('starts two workers, exactly one of them running the outbox', () => {
    const listening = lines(server).filter((line) => line.msg?.startsWith('listening on'));
    expect(new Set(listening.map((line) => line.pid)).size).toBe(2);
    const outbox = lines(server).filter((line) => line.msg === 'outbox worker started');
    expect(outbox.map((line) => line.pid)).toHaveLength(1);
  });

  it('bounds each worker’s heap (WORKER_HEAP_MB, 384 by default)', () => {
    const pid = server.process.pid ?? 0;
    const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    expect(workers).toHaveLength(2);
    for (const worker of workers)
      expect(readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=384');
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain('--max-old-space-size');
  });

  it('runs exactly one periodic scheduler, in the worker that has the outbox', () => {
    const outbox = lines(server).filter((line) => line.msg === 'outbox worker started');
    const scheduler = lines(server).filter((line) => line.msg === 'periodic scheduler started');
    expect(scheduler.map((line) => line.pid)).toEqual(outbox.map((line) => line.pid));
  });

  it('the per-address limit on fresh renders holds across workers (counted in the primary)', async () => {
    const statuses: number[] = [];
    // New connections each time: the kernel spreads them over both workers.
    for (let i = 0; i < 10; i += 1) statuses.push((await raw(server.port, 'GET', `/en/news?page=${i + 1}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
  });

  it('SIGTERM drains every worker: requests in flight finish, then all processes exit 0', async () => {
    const workerPids = [
      ...new Set(
        lines(server)
          .filter((line) => line.msg?.startsWith('listening on'))
          .map((line) => line.pid as number),
      ),
    ];
    expect(workerPids).toHaveLength(2);
    // Requests already accepted when the signal comes.
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      raw(server.port, 'GET', `/ar/pages/${['about', 'goals', 'vision'][i % 3]}?n=${i}`, {
        'x-forwarded-for': `10.0.0.${i}`,
      }).then(
        (res) => res.status,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const code = await server.stop('SIGTERM');
    const outcomes = await Promise.all(inFlight);
    expect(code).toBe(0);
    // None cut off: each finished (200, or 429 from the limit above), none reset mid-way.
    for (const outcome of outcomes) expect([200, 429]).toContain(outcome);
    for (const pid of workerPids) expect(alive(pid)).toBe(false);
    expect(lines(server).some((line) => line.msg === 'primary: every worker finished; bye')).toBe(true);
  });
});
