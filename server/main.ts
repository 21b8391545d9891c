import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';
import { devAssets, manifestAssets } from './render/assets';
import type { Entry } from './render/page-handler';
import { createPlatform } from './platform';
import { PROJECT_ROOT } from './paths';

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
  const platform = await createPlatform(config, logger);

  let app;
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
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

  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, mode: dev ? 'development' : 'production' }, `listening on http://localhost:${port}`);
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
