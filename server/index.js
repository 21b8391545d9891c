// `node server` starts the built server (run `npm run build` first); see README.md.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The built server is production unless told otherwise: React's server build is much slower in development mode.
process.env.NODE_ENV ??= 'production';

const built = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
if (!existsSync(built)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}
await import(built);
