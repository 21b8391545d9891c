import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { devAssets, manifestAssets } from './render/assets';
import type { Entry } from './render/page-handler';
import { PROJECT_ROOT } from './paths';

type AppModule = typeof import('./app');
type PlatformModule = typeof import('./platform');

const ROOT = PROJECT_ROOT;

/** Boots the site: config, storage, app, listen; graceful shutdown on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  let shuttingDown = false;

  // The HTTP server exists before the app so that Vite's HMR socket shares its port (no second port to clash).
  const server = createServer();
  let app;
  let closeDevServer: () => Promise<void> = async () => undefined;
  let platform;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
    closeDevServer = () => vite.close();
    // Through Vite, so that the app's shared modules (import.meta.glob of pages and locales) work as in the build.
    const { createApp } = (await vite.ssrLoadModule('/server/app.ts')) as AppModule;
    const { createPlatform } = (await vite.ssrLoadModule('/server/platform.ts')) as PlatformModule;
    platform = await createPlatform(config, logger);
    app = await createApp({
      config,
      logger,
      mode: 'development',
      vite,
      assets: devAssets(vite),
      loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>,
      ...platform.appParts,
      isShuttingDown: () => shuttingDown,
    });
  } else {
    const clientDir = path.join(ROOT, 'dist/client');
    const entryFile = path.join(ROOT, 'dist/server/entry-server.js');
    if (!existsSync(entryFile) || !existsSync(path.join(clientDir, '.vite/manifest.json'))) {
      console.error('No build found: run `npm run build` first (or `npm start`, which builds when needed).');
      process.exit(1);
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as Entry;
    const { createApp } = await import('./app');
    const { createPlatform } = await import('./platform');
    platform = await createPlatform(config, logger);
    app = await createApp({
      config,
      logger,
      mode: 'production',
      clientDir,
      assets: manifestAssets(clientDir),
      loadEntry: async () => entry,
      ...platform.appParts,
      isShuttingDown: () => shuttingDown,
    });
  }

  server.on('request', app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, mode: dev ? 'development' : 'production' }, `listening on http://localhost:${port}`);
    platform.start();
  });

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    server.close(async () => {
      await platform.close();
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
