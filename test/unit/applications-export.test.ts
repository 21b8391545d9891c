import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { dataKeysOf, installDataKeys, parseDataKeys } from '../../server/security/data-keys';
import { asText, csvCell, toCsv } from '../../server/services/applications/csv';
import { exportSubmissions } from '../../server/services/applications/export';
import { saveContactMessage, saveJobApplication } from '../../server/services/applications/submit';
import { contactMessageSchema, jobApplicationSchema } from '../../src/domain/applications';
import { jobFields } from '../helpers/application-fixtures';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

const run = promisify(execFile);

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('مرحبا')).toBe('مرحبا');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+966512345678')).toBe("'+966512345678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // A tab is a separator too: quoted as well as defused.
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
  });

  it('quotes cells holding either separator, so a spreadsheet splitting on ";" cannot find a formula inside', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a,=1+1')).toBe('"a,=1+1"');
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(toCsv(['x'], [['a;=1+1']])).toBe('x\r\n"a;=1+1"\r\n');
  });

  it('joins rows with CRLF after a header', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('keeps a mobile as text with an invisible left-to-right isolate (no apostrophe, no formula), the formula guard still inside', () => {
    expect(csvCell(asText('0512345678'))).toBe('\u20660512345678\u2069');
    expect(csvCell(asText('=1+1'))).toBe("\u2066'=1+1\u2069");
    expect(csvCell(asText('+966512345678'))).toBe("\u2066'+966512345678\u2069");
    expect(csvCell(asText('05;=1+1'))).toBe('"\u206605;=1+1\u2069"');
    expect(asText('')).toBe('');
  });
});

const contact = (message: string, subject = 'Question', mobile?: string) =>
  contactMessageSchema.parse({
    name: 'Sample Visitor',
    email: 'v@example.org',
    subject,
    message,
    consent: true,
    ...(mobile ? { mobile } : {}),
  });

describe.each(TEST_DIALECTS)('export on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // National IDs are sealed on the way in and opened in the export (decision 056).
    installDataKeys(dataKeysOf(parseDataKeys(`k1:${randomBytes(32).toString('base64')}`), 'DATA_KEYS'));
    const ctx = (now: string) => ({
      db: database.db,
      staffEmail: 'staff@example.org',
      publicUrl: 'https://example.org',
      locale: 'ar' as const,
      now: new Date(now),
    });
    await saveContactMessage(ctx('2026-01-10T08:00:00.000Z'), contact('old one'));
    await saveContactMessage(ctx('2026-03-01T08:00:00.000Z'), contact('new one'));
    await saveJobApplication(ctx('2026-03-02T08:00:00.000Z'), jobApplicationSchema.parse(jobFields), null, []);
  });
  afterAll(async () => database.destroy());

  it('returns the rows since a date, oldest first', async () => {
    const table = await exportSubmissions(database.db, 'contact', '2026-02-01T00:00:00.000Z');
    expect(table.header[0]).toBe('reference');
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]).toContain('new one');
    const all = await exportSubmissions(database.db, 'contact', new Date(0).toISOString());
    expect(all.rows.map((row) => row[6])).toEqual(['old one', 'new one']);
    const jobs = await exportSubmissions(database.db, 'jobs', '2026-01-01T00:00:00.000Z');
    expect(jobs.rows[0]).toContain('open application');
    expect(jobs.rows[0]).toContain('1000000008');
  });
});

describe('npm run export (the CLI, on SQLite)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-export-'));
    database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const ctx = (now: string) => ({
      db: database.db,
      staffEmail: 'staff@example.org',
      publicUrl: 'https://example.org',
      locale: 'en' as const,
      now: new Date(now),
    });
    await saveContactMessage(ctx('2026-01-10T08:00:00.000Z'), contact('before the date'));
    // 21:30 UTC on 1 May is 00:30 on 2 May in Riyadh.
    await saveContactMessage(
      ctx('2026-05-01T21:30:00.000Z'),
      contact('Hello, "team"\nsecond line', '=cmd|calc', '0551234567'),
    );
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: string[]) =>
    run('npx', ['tsx', 'scripts/export.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

  it('writes CSV to stdout as the back office does: one header row in the chosen language, Riyadh times, mobiles as text, no language column, escaped and defused', async () => {
    const { stdout } = await cli(['contact', '--since', '2026-02-01', '--lang', 'en']);
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    const lines = stdout.slice(1).split('\r\n');
    expect(lines[0]).toBe('Reference,Received on (Riyadh time),Name,Mobile,Email,Subject,Message');
    expect(stdout).not.toContain('before the date');
    // The record's own line break stays inside its quotes; records end with CRLF.
    expect(lines[1]).toMatch(
      /^MSG-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z],2026-05-02 00:30,Sample Visitor,\u20660551234567\u2069,v@example.org,'=cmd\|calc,"Hello, ""team""\nsecond line"$/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const arabic = (await cli(['contact', '--since', '2026-02-01'])).stdout;
    expect(arabic.slice(1).split('\r\n')[0]).toBe(
      'المرجع,تاريخ الاستلام (بتوقيت الرياض),الاسم,الجوال,البريد الإلكتروني,الموضوع,الرسالة',
    );
    await expect(cli(['contact', '--lang', 'fr'])).rejects.toMatchObject({ code: 2 });
  }, 120_000);

  it('writes a file with --out (with a BOM for spreadsheets) and refuses an unknown kind', async () => {
    const out = path.join(dataDir, 'contact.csv');
    await cli(['contact', '--out', out]);
    const text = readFileSync(out, 'utf8');
    expect(text.startsWith('\uFEFFالمرجع,')).toBe(true);
    expect(text).toContain('before the date');
    await expect(cli(['donations'])).rejects.toMatchObject({ code: 2 });
    await expect(cli(['contact', '--since', 'not-a-date'])).rejects.toMatchObject({ code: 2 });
  }, 120_000);
});
