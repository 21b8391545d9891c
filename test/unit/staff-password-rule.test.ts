import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '../../server/admin/password-strength';
import { setPasswordSchema } from '../../src/admin/schemas';
import { fieldErrors } from '../../src/domain/validation';
import { addStaff, setPassword, StaffError } from '../../server/admin/staff';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

const TOKEN = 'a'.repeat(43);

describe('the staff password rule', () => {
  it('refuses blank and whitespace-only passwords first, whatever their length', () => {
    for (const blank of ['', ' '.repeat(12), '\t \n'.repeat(5), '\u00a0'.repeat(14), '\u3000'.repeat(20)])
      expect(passwordProblem(blank)).toEqual({ key: 'passwordBlank' });
  });

  it('refuses commonly used and easily guessed passwords of any length', () => {
    for (const common of [
      'password1234',
      'Password1234!',
      'qwertyuiop123',
      'iloveyou1234',
      'p@ssw0rd1234',
      '123456789012',
      'aaaaaaaaaaaa',
      '\u200b'.repeat(12),
    ]) {
      expect(passwordProblem(common), common).toEqual({ key: 'passwordCommon' });
    }
  });

  it('keeps the length bounds and accepts a phrase or a random string', () => {
    expect(passwordProblem('short one')).toEqual({ key: 'tooShort', params: { min: 12 } });
    expect(passwordProblem('x'.repeat(201))).toEqual({ key: 'tooLong', params: { max: 200 } });
    for (const good of ['quiet lantern over seven hills', 'Tq8#mZ2!pLw9xR', 'كلمة مرور طويلة بما يكفي'])
      expect(passwordProblem(good), good).toBeNull();
  });

  it('the form’s schema refuses the shape with the same reason key; the common check is the server’s', () => {
    const parsed = setPasswordSchema.safeParse({ token: TOKEN, password: ' '.repeat(12) });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ password: { key: 'passwordBlank' } });
    // The dictionaries stay out of the back office's script: the API refuses a common password
    // on the field after the schema (test/http/admin-sign-in-attacks.test.ts).
    expect(setPasswordSchema.safeParse({ token: TOKEN, password: 'password1234' }).success).toBe(true);
    expect(passwordProblem('password1234')).toEqual({ key: 'passwordCommon' });
    expect(setPasswordSchema.safeParse({ token: TOKEN, password: 'quiet lantern over seven hills' }).success).toBe(
      true,
    );
  });
});

describe.each(TEST_DIALECTS)('setting a staff password directly (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database.destroy());

  it('refuses by the same rule, with the reason, and keeps no hash', async () => {
    const { id } = await addStaff(database.db, { email: `rule-${dialect}@example.org`, name: 'Rule', role: 'editor' });
    for (const [password, key] of [
      [' '.repeat(12), 'passwordBlank'],
      ['password1234', 'passwordCommon'],
    ] as const) {
      const refused = await setPassword(database.db, id, password).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StaffError);
      expect((refused as StaffError).reason).toEqual({ key });
    }
    const row = await database.db
      .selectFrom('staff_members')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });
});

describe('npm run staff -- add … --password-stdin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-rule-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const staff = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
      input,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it('refuses twelve spaces and a common password with the reason, and adds no member', () => {
    const spaces = staff(['add', 'spaces@example.org', '--role', 'admin', '--password-stdin'], ' '.repeat(12));
    expect(spaces.status).toBe(1);
    expect(spaces.stderr).toContain('Password refused: The password cannot be only spaces.');
    const common = staff(['add', 'common@example.org', '--role', 'admin', '--password-stdin'], 'password1234\n');
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('Password refused: This password is commonly used or easy to guess');
    const db = new SQLite(path.join(dataDir, 'site.sqlite'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from staff_members').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  }, 60_000);
});
