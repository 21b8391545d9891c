// TEMPORARY (helper A1): dev server around a copy of app.ts without the writeHead wrapper, for screenshots only.
import { createServer } from 'node:http';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { devAssets } from './render/assets';
import { PROJECT_ROOT } from './paths';

const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const logger = createLogger('warn');
const server = createServer();
const { createServer: createViteServer } = await import('vite');
const vite = await createViteServer({ root: PROJECT_ROOT, server: { middlewareMode: true, hmr: false }, appType: 'custom' });
const { createApp } = (await vite.ssrLoadModule('/server/zz-a1-app-copy.ts')) as typeof import('./zz-a1-app-copy');
const { createPlatform } = (await vite.ssrLoadModule('/server/platform.ts')) as typeof import('./platform');
const platform = await createPlatform(config, logger);
const app = await createApp({ config, logger, mode: 'development', vite, assets: devAssets(vite), loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as never, ...platform.appParts });
server.on('request', app);
server.listen(config.PORT, '127.0.0.1', () => console.log('ready', config.PORT));
