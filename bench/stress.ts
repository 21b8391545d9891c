import autocannon from 'autocannon';
import { BENCH_REQUEST_HEADERS } from './captured';
import type { AppServer } from './servers';

/**
 * The flood: FLOOD_CONNECTIONS connections ask for cache-busting URLs (a query key the page reads,
 * a new value every request, so each one is a fresh render) while one normal visitor reads a
 * cached page; the visitor's p99 is the figure (target ≤ 300 ms).
 */
export async function flood(
  app: AppServer,
  seconds: number,
  connections: number,
): Promise<{
  visitorP99: number;
  visitorRps: number;
  visitorFailures: number;
  floodRps: number;
  floodStatuses: string;
}> {
  const headers = { ...BENCH_REQUEST_HEADERS };
  await autocannon({ url: `${app.origin}/ar`, connections: 1, duration: 1, headers });
  const [attack, visitor] = await Promise.all([
    autocannon({
      url: `${app.origin}/ar/news?page=[<id>]`,
      idReplacement: true,
      connections,
      duration: seconds,
      headers,
    }),
    autocannon({ url: `${app.origin}/ar`, connections: 1, duration: seconds, headers }),
  ]);
  const statuses = Object.entries(attack.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return {
    visitorP99: visitor.latency.p99,
    visitorRps: visitor.requests.average,
    visitorFailures: visitor.errors + visitor.timeouts + visitor.non2xx,
    floodRps: attack.requests.average,
    floodStatuses: statuses,
  };
}

/** Mixed pages (cached, fresh list pages, 404s): RSS after each quarter of `total` requests. */
export async function memory(app: AppServer, total: number, paths: string[]): Promise<number[]> {
  const quarter = Math.floor(total / 4);
  const figures: number[] = [];
  for (let part = 0; part < 4; part += 1) {
    await autocannon({
      url: app.origin,
      connections: 10,
      amount: quarter,
      headers: { ...BENCH_REQUEST_HEADERS },
      requests: paths.map((path) => ({ path })),
    });
    figures.push(app.rssMb());
  }
  return figures;
}
