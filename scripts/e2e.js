// Browser tests: fail loudly without Chromium, build the production bundle, then run Playwright.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with:\n  apt-get update && apt-get install -y chromium\n(or set CHROMIUM_PATH). Browser tests cannot run without it.`,
  );
  process.exit(1);
}
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
// The built-server contract suite (test/built) on every full run: real HTTP against dist/ as
// `node server` starts it. A run of chosen specs skips it unless E2E_BUILT=1.
const specs = process.argv.slice(2);
if (specs.length === 0 || process.env.E2E_BUILT === '1')
  run('npx', ['vitest', 'run', '--config', 'vitest.built.config.ts']);
run('npx', ['playwright', 'test', ...specs]);
