// `npm run staff|export|backup|files -- …`: the operator tools. A development checkout runs their
// TypeScript source through tsx, so they are always the current code; a production install pruned of
// its development tools (`npm prune --omit=dev`, docs/deploy-nginx.md) runs the copies `npm run build`
// put in dist/server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = {
  staff: 'server/admin/cli.ts',
  export: 'scripts/export.ts',
  backup: 'server/operations/backup-cli.ts',
  'data-keys': 'server/operations/data-keys-cli.ts',
  privacy: 'server/operations/privacy-cli.ts',
  files: 'server/operations/files-cli.ts',
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name = '', ...args] = process.argv.slice(2);
const source = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
if (!source) {
  console.error(`No tool "${name}": one of ${Object.keys(TOOLS).join(', ')}.`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const built = path.join(root, 'dist/server', `${name}.js`);
const command = hasTsx()
  ? ['--import', 'tsx', path.join(root, source), ...args]
  : existsSync(built)
    ? [built, ...args]
    : null;
if (!command) {
  console.error(
    `${path.relative(root, built)} is missing and the development tools are not installed: run \`npm run build\` before \`npm prune --omit=dev\`.`,
  );
  process.exit(1);
}
const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
