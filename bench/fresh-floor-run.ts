import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './servers';
// Type only: importing the script itself would run it.
import type { Floor } from './fresh-floor';

/** Runs bench/fresh-floor.ts in a process of its own, on React's production build. */
export function freshFloor(pages: { path: string; html: string }[]): Floor[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-floor-'));
  try {
    const file = path.join(dir, 'pages.json');
    writeFileSync(file, JSON.stringify(pages));
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/fresh-floor.ts'), file], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`bench/fresh-floor.ts failed (${result.status}):\n${result.stderr}`);
    return JSON.parse(result.stdout) as Floor[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
