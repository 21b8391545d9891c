import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { dataKeysRefusal } from './security/data-keys';
import { runPrimary, workerRole } from './cluster';
import { applyInvalidation, dropAllPages, listenForBroadcasts, setInvalidationRelay } from './render/invalidation';
import { SharedInvalidation } from './render/shared-invalidation';
import { createLogger } from './logger';
import { devAssets, manifestAssets } from './render/assets';
import type { Entry } from './render/page-handler';
import type { AppOptions } from './app';
import { PROJECT_ROOT } from './paths';

type AppModule = typeof import('./app');
type PlatformModule = typeof import('./platform');

const ROOT = PROJECT_ROOT;

/** Boots the site: config, storage, app, listen; graceful shutdown on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config: AppConfig;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Checked here, in the primary too: a worker refused at boot would only be started again.
  const refusal = dataKeysRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Several workers behind one port (cluster.ts): this process only manages them.
  if (!dev && cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    await runPrimary({
      workers: config.WEB_CONCURRENCY,
      logger,
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      workerHeapMb: config.WORKER_HEAP_MB,
      databaseUrl: config.DATABASE_URL || undefined,
    });
    return;
  }
  listenForBroadcasts();
  // A single process with PostgreSQL is its own primary: it tells the other instances itself.
  const shared =
    cluster.isPrimary && config.DATABASE_URL
      ? new SharedInvalidation({
          databaseUrl: config.DATABASE_URL,
          logger,
          deliver: applyInvalidation,
          dropAll: dropAllPages,
        })
      : null;
  if (shared) {
    await shared.start();
    setInvalidationRelay((target) => shared.publish(target));
  }
  let shuttingDown = false;

  // The HTTP server exists before the app so that Vite's HMR socket shares its port (no second port to clash).
  const server = createServer();
  let closeDevServer: () => Promise<void> = async () => undefined;
  // Dev loads the app through Vite, production from the build; the rest of the boot is the same.
  let modules: { app: AppModule; platform: PlatformModule };
  let modeParts: Pick<AppOptions, 'mode' | 'vite' | 'clientDir' | 'assets' | 'loadEntry'>;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: ROOT,
      server: { middlewareMode: true, hmr: { server } },
      appType: 'custom',
    });
    closeDevServer = () => vite.close();
    // Through Vite, so that the app's shared modules (import.meta.glob of pages and locales) work as in the build.
    modules = {
      app: (await vite.ssrLoadModule('/server/app.ts')) as AppModule,
      platform: (await vite.ssrLoadModule('/server/platform.ts')) as PlatformModule,
    };
    modeParts = {
      mode: 'development',
      vite,
      assets: devAssets(vite),
      loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>,
    };
  } else {
    const clientDir = path.join(ROOT, 'dist/client');
    const entryFile = path.join(ROOT, 'dist/server/entry-server.js');
    if (!existsSync(entryFile) || !existsSync(path.join(clientDir, '.vite/manifest.json'))) {
      console.error('No build found: run `npm run build` first (or `npm start`, which builds when needed).');
      process.exit(1);
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as Entry;
    modules = { app: await import('./app'), platform: await import('./platform') };
    modeParts = { mode: 'production', clientDir, assets: manifestAssets(clientDir), loadEntry: async () => entry };
  }
  const platform = await modules.platform.createPlatform(config, logger);
  const app = await modules.app.createApp({
    config,
    logger,
    ...modeParts,
    ...platform.appParts,
    isShuttingDown: () => shuttingDown,
  });

  server.on('request', modules.app.requestListener(app));
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(
      { port, host: config.HOST, mode: dev ? 'development' : 'production', role: workerRole(), pid: process.pid },
      `listening on http://localhost:${port}`,
    );
    // Exactly one process delivers the outbox: the only one, or the worker the primary named.
    if (workerRole() === 'outbox') platform.start();
  });

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    server.close(async () => {
      await platform.close();
      await shared?.close();
      logger.info('bye');
      process.exit(0);
    });
    server.closeIdleConnections();
    // The dev server's HMR sockets and file watchers would otherwise hold the process open.
    void closeDevServer();
    setTimeout(() => {
      logger.warn('shutdown timed out; closing the remaining connections');
      server.closeAllConnections();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
