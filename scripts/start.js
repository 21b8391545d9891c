// `npm start`: builds when no build exists, then starts the production server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const needsBuild = !existsSync('dist/server/main.js') || !existsSync('dist/client/.vite/manifest.json');
if (needsBuild) {
  console.log('No build found: building first …');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/index.js');
