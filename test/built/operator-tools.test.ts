import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireBuild, ROOT } from './built-server';

/**
 * The operator tools as a pruned production install runs them (scripts/tool.js): the built copies in
 * dist/server, with plain `node`, no tsx. The first admin is created, the submissions exported and a
 * backup taken, on a fresh DATA_DIR.
 */
describe('the built operator tools', () => {
  requireBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-tools-'));
  const outDir = mkdtempSync(path.join(tmpdir(), 'site-tools-backups-'));
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://example.org' };
  const tool = (name: string, args: string[], input?: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'dist/server', `${name}.js`), ...args], {
      cwd: ROOT,
      env,
      input,
      encoding: 'utf8',
    });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('staff: adds the first admin on a new database and lists it', () => {
    const added = tool(
      'staff',
      ['add', 'first@example.org', '--role', 'admin', '--name', 'First', '--password-stdin'],
      'a long enough password for tests',
    );
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const listed = tool('staff', ['list']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/first@example\.org.*admin/);
  });

  it('npm run staff on an install without tsx runs the built copy (scripts/tool.js)', () => {
    // A copy of the launcher where no node_modules can be found above it, beside the real build.
    const install = mkdtempSync(path.join(tmpdir(), 'site-pruned-'));
    try {
      mkdirSync(path.join(install, 'scripts'));
      copyFileSync(path.join(ROOT, 'scripts/tool.js'), path.join(install, 'scripts/tool.js'));
      symlinkSync(path.join(ROOT, 'dist'), path.join(install, 'dist'));
      const listed = spawnSync(process.execPath, [path.join(install, 'scripts/tool.js'), 'staff', 'list'], {
        cwd: install,
        env,
        encoding: 'utf8',
      });
      expect(listed.stderr).toBe('');
      expect(listed.stdout).toMatch(/first@example\.org/);
      rmSync(path.join(install, 'dist'));
      const unbuilt = spawnSync(process.execPath, [path.join(install, 'scripts/tool.js'), 'staff', 'list'], {
        cwd: install,
        env,
        encoding: 'utf8',
      });
      expect(unbuilt.status).toBe(1);
      expect(unbuilt.stderr).toMatch(
        /dist\/server\/staff\.js is missing .* run `npm run build` before `npm prune --omit=dev`/,
      );
    } finally {
      rmSync(install, { recursive: true, force: true });
    }
  });

  it('export: writes the CSV header of an empty kind', () => {
    // A spreadsheet's file: a byte-order mark, then the header in the language asked for (Arabic by default).
    const exported = tool('export', ['contact', '--lang', 'en']);
    expect(exported.status).toBe(0);
    expect(exported.stdout.split('\n')[0]).toMatch(/^\ufeffReference,/);
  });

  it('backup: writes a checked copy and refuses a folder inside DATA_DIR with exit status 1', () => {
    const made = tool('backup', ['--out', outDir, '--keep', '2']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(
      /^Backup written: .*backup-\d{4}-\d{2}-\d{2}T\d{6}Z\n {2}database \(sqlite\): .*checked/,
    );
    const [folder] = readdirSync(outDir);
    expect(readdirSync(path.join(outDir, folder!)).sort()).toEqual(['media', 'site.sqlite', 'uploads']);
    // The copy holds the admin the staff tool added.
    const members = execFileSync(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1], { readonly: true }); console.log(db.prepare('select email from staff_members').all().map((row) => row.email).join())`,
        path.join(outDir, folder!, 'site.sqlite'),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(members.trim()).toBe('first@example.org');

    const refused = tool('backup', ['--out', path.join(dataDir, 'backups')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Backup failed: .*outside DATA_DIR/);
    const usage = tool('backup', []);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run backup/);
  });
});
