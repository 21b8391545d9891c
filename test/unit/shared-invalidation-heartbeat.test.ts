import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { SharedInvalidation } from '../../server/render/shared-invalidation';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

/**
 * A connection cut without a word (a firewall dropping an idle flow, a network partition) looks
 * alive to the listener: no error, no end, and no notification ever again. Here the listener talks
 * to PostgreSQL through a proxy that stops passing bytes while keeping both sockets open; the
 * listener's check finds the session silent, connects again and drops the cache.
 */
describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'page-cache listener on a silently cut connection (%s)',
  (dialect) => {
    let database: TestDatabase;
    let proxy: net.Server;
    let frozen = false;
    /** The proxied sessions opened before the freeze (the listener's first one among them). */
    let frozenBefore = 0;
    const pairs: Array<[net.Socket, net.Socket]> = [];
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const target = new URL((database.location as { databaseUrl: string }).databaseUrl);
      proxy = net.createServer((client) => {
        const server = net.connect(Number(target.port || 5432), target.hostname);
        pairs.push([client, server]);
        const pass = (from: net.Socket, to: net.Socket, pair: number) =>
          from.on('data', (chunk) => {
            // Once frozen, the sessions opened before say nothing more, in either direction.
            if (!(frozen && pair < frozenBefore)) to.write(chunk);
          });
        const index = pairs.length - 1;
        pass(client, server, index);
        pass(server, client, index);
        client.on('error', () => server.destroy());
        server.on('error', () => client.destroy());
        client.on('close', () => server.destroy());
        server.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    }, 60_000);
    afterAll(async () => {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise((resolve) => proxy.close(resolve));
      await database.destroy();
    });

    it('finds the session silent, connects again and drops the whole cache', async () => {
      const url = new URL((database.location as { databaseUrl: string }).databaseUrl);
      url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      let drops = 0;
      const listener = new SharedInvalidation({
        databaseUrl: url.toString(),
        logger: createLogger('silent'),
        deliver: () => undefined,
        dropAll: () => (drops += 1),
        heartbeatMs: 100,
        reconnectDelayMs: 50,
      });
      await listener.start();
      try {
        expect(listener.listening).toBe(true);
        const pid = listener.backendPid;
        frozenBefore = pairs.length;
        frozen = true;
        const started = Date.now();
        while (!(listener.listening && listener.backendPid !== pid) && Date.now() - started < 15_000)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(listener.backendPid).not.toBe(pid);
        expect(listener.listening).toBe(true);
        expect(drops).toBe(1);
      } finally {
        await listener.close();
      }
    }, 30_000);
  },
);
