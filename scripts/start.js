// `npm start`: builds when no build exists, then starts the production server.
// The quick start runs it on a fresh machine with no settings: with no gateway chosen it is a
// demonstration site on the sandbox (test payments only, marked as such), which a production
// server refuses unless told so; `node server` with real settings stays strict.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const needsBuild = !existsSync('dist/server/main.js') || !existsSync('dist/client/.vite/manifest.json');
if (needsBuild) {
  console.log('No build found: building first …');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (process.env.PAYMENT_PROVIDER === undefined && process.env.ALLOW_TEST_PAYMENTS === undefined) {
  process.env.ALLOW_TEST_PAYMENTS = 'true';
  console.warn(
    'npm start: no PAYMENT_PROVIDER set, so this is a demonstration site on the sandbox gateway (test payments only). Set PAYMENT_PROVIDER=moyasar and its keys for real giving.',
  );
}
await import('../server/index.js');
