// `node server` starts the built server (run `npm run build` first); see README.md.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
if (!existsSync(built)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}
await import(built);
