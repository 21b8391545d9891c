import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSaudiId } from '../../src/domain/applications/national-id';
import { DataKeyError, dataKeys, dataKeysOf, installDataKeys, parseDataKeys } from '../../server/security/data-keys';
import { openNationalId } from '../../server/security/national-id-seal';
import { rotateDataKeys, sealedCounts, sealStoredData } from '../../server/operations/seal-stored-data';
import { runBackup } from '../../server/operations/backup';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { openBytes, openText } from '../../server/security/field-encryption';
import { uploadContext } from '../../server/security/uploads';
import { folderFileStore } from '../../server/files/folder-store';
import { exportSubmissions } from '../../server/services/applications/export';
import {
  aidRequestIdsByNationalId,
  jobApplicationReferencesByNationalId,
} from '../../server/services/applications/national-id-lookup';
import { aidFields, csrfAgent, jobFields, multipart } from '../helpers/application-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { signIn } from './admin-support';

/** A valid national ID no other test uses: ten digits, Luhn check digit. */
function freshNationalId(): string {
  for (;;) {
    const body = `1${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
    for (let check = 0; check <= 9; check += 1) {
      if (normaliseSaudiId(`${body}${check}`)) return `${body}${check}`;
    }
  }
}

const toArabicDigits = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const newKey = () => randomBytes(32).toString('base64');

/** A PDF whose bytes carry a marker that must never be found on disk. */
function reportWith(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\n%%EOF\n`, 'latin1');
}

describe.each(TEST_DIALECTS)('personal data sealed at rest on %s', (dialect) => {
  const key1 = newKey();
  const key2 = newKey();
  let t: TestApp;
  let dataDir: string;
  let agent: ReturnType<typeof request.agent>;
  let token: string;
  let services: Awaited<ReturnType<typeof signIn>>;
  const db = () => t.database!.db;
  const uploadsDir = () => path.join(dataDir, 'uploads');

  const nationalId = freshNationalId();
  const jobNationalId = freshNationalId();
  const marker = `MEDICAL-REPORT-${randomBytes(8).toString('hex')}`;
  const report = reportWith(marker);
  let aid: { id: number; reference: string };

  /** What the staff link to a file returns. */
  async function download(fileId: number): Promise<request.Response> {
    const link = (
      await services.agent
        .post(`/api/admin/files/${fileId}/link`)
        .set('X-CSRF-Token', services.csrf)
        .send({})
        .expect(201)
    ).body.data as { url: string };
    return services.agent
      .get(link.url)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
  }

  /** The file's bytes through the staff link (200 only). */
  async function downloaded(fileId: number): Promise<Buffer> {
    const response = await download(fileId);
    expect(response.status).toBe(200);
    return response.body as Buffer;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-sealed-'));
    t = await createTestApp({
      database: dialect,
      env: { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000', DATA_KEYS: `k1:${key1}` },
    });
    agent = request.agent(t.app);
    token = await csrfAgent(agent);
    services = await signIn(t.app, db(), 'services');
    const created = await multipart(
      agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token),
      { ...aidFields, applicantNationalId: nationalId },
      [['attachments', report, 'report.pdf']],
    ).expect(201);
    const row = await db()
      .selectFrom('aid_requests')
      .select('id')
      .where('reference', '=', created.body.reference)
      .executeTakeFirstOrThrow();
    aid = { id: row.id, reference: created.body.reference };
    await multipart(
      agent.post('/api/v1/applications/jobs').set('X-CSRF-Token', token),
      { ...jobFields, nationalId: jobNationalId },
      [['cv', reportWith('CV'), 'cv.pdf']],
    ).expect(201);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a copy of the database holds no national ID: the raw column is a sealed envelope under the key id', async () => {
    if (dialect === 'sqlite') {
      // The file itself, with its write-ahead log: what a copied data folder would give.
      const location = t.database!.location as { dataDir: string };
      const file = path.join(location.dataDir, 'site.sqlite');
      const bytes = Buffer.concat([
        readFileSync(file),
        existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0),
      ]);
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.includes(Buffer.from(nationalId))).toBe(false);
      expect(bytes.includes(Buffer.from(jobNationalId))).toBe(false);
    } else {
      // Every column of the rows as PostgreSQL prints them (what a dump of the table shows).
      const rows = await sql<{
        row: string;
      }>`select a::text as row from aid_requests a union all select j::text from job_applications j`.execute(db());
      expect(rows.rows.length).toBeGreaterThan(1);
      for (const { row } of rows.rows) {
        expect(row).not.toContain(nationalId);
        expect(row).not.toContain(jobNationalId);
      }
    }
    const raw = await sql<{
      value: string;
    }>`select applicant_national_id as value from aid_requests where reference = ${aid.reference}`.execute(db());
    expect(raw.rows[0]!.value).toMatch(/^enc1\.k1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('staff see the national ID in clear, in the screen and the CSV; it is found by its blind index however it is typed', async () => {
    const detail = await services.agent.get(`/api/admin/aid-requests/${aid.id}`).expect(200);
    expect(detail.body.data.applicantNationalId).toBe(nationalId);
    const exported = await exportSubmissions(db(), 'aid', '2000-01-01T00:00:00.000Z');
    expect(exported.rows.find((row) => row[0] === aid.reference)).toContain(nationalId);
    const jobs = await exportSubmissions(db(), 'jobs', '2000-01-01T00:00:00.000Z');
    expect(jobs.rows.map((row) => row[5])).toContain(jobNationalId);

    expect(await aidRequestIdsByNationalId(db(), nationalId)).toEqual([aid.id]);
    expect(await aidRequestIdsByNationalId(db(), ` ${toArabicDigits(nationalId)} `)).toEqual([aid.id]);
    expect(await aidRequestIdsByNationalId(db(), jobNationalId)).toEqual([]);
    expect(await jobApplicationReferencesByNationalId(db(), jobNationalId)).toHaveLength(1);
  });

  it('an attachment is sealed on disk; the staff link gives back the original bytes', async () => {
    const file = await db()
      .selectFrom('uploaded_files')
      .selectAll()
      .where('owner_reference', '=', aid.reference)
      .executeTakeFirstOrThrow();
    const onDisk = readFileSync(path.join(uploadsDir(), file.stored_name));
    expect(onDisk.includes(Buffer.from(marker))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(file.data_key).toMatch(/^k1\./);
    const response = await download(file.id);
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body as Buffer, report)).toBe(0);
    expect(response.headers['content-length']).toBe(String(report.length));
  });

  it('rows and files stored in clear before sealing began are sealed at start, and still open', async () => {
    const plainId = freshNationalId();
    const at = new Date().toISOString();
    const reference = `AID-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
    const row = await db()
      .insertInto('aid_requests')
      .values({
        reference,
        applicant_name: 'Earlier Applicant',
        applicant_national_id: plainId,
        mobile: '0551234567',
        email: null,
        city: 'Dammam',
        patient_name: 'Earlier Patient',
        patient_relationship: 'parent',
        patient_age: 60,
        need_category: 'dialysis',
        need_description: 'Stored before sealing.',
        consent_at: at,
        status: 'received',
        status_updated_at: at,
        applicant_note: null,
        locale: 'ar',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clear = reportWith(`EARLIER-${marker}`);
    const storedName = `${randomBytes(16).toString('hex')}.pdf`;
    mkdirSync(uploadsDir(), { recursive: true });
    writeFileSync(path.join(uploadsDir(), storedName), clear);
    const file = await db()
      .insertInto('uploaded_files')
      .values({
        owner_reference: reference,
        field: 'attachments',
        stored_name: storedName,
        original_name: 'old.pdf',
        mime_type: 'application/pdf',
        size_bytes: clear.length,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const report1 = await sealStoredData(db(), dataKeys(), folderFileStore(dataDir));
    expect(report1).toMatchObject({ nationalIds: 1, files: 1 });
    expect(await sealStoredData(db(), dataKeys(), folderFileStore(dataDir))).toMatchObject({
      nationalIds: 0,
      files: 0,
    });

    const sealedRow = await db()
      .selectFrom('aid_requests')
      .select('applicant_national_id')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(sealedRow.applicant_national_id).not.toContain(plainId);
    expect(await aidRequestIdsByNationalId(db(), plainId)).toEqual([row.id]);
    const moved = await db()
      .selectFrom('uploaded_files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(path.join(uploadsDir(), storedName))).toBe(false);
    expect(readFileSync(path.join(uploadsDir(), moved.stored_name)).includes(Buffer.from('EARLIER-'))).toBe(false);
    expect(Buffer.compare(await downloaded(file.id), clear)).toBe(0);
    expect(
      (await services.agent.get(`/api/admin/aid-requests/${row.id}`).expect(200)).body.data.applicantNationalId,
    ).toBe(plainId);
  });

  it('rotation: re-wrapped under a new key, with the old key removed, everything still opens', async () => {
    const both = dataKeysOf(parseDataKeys(`k2:${key2},k1:${key1}`), 'DATA_KEYS');
    expect(await rotateDataKeys(db(), both)).toBeGreaterThan(0);
    expect(await rotateDataKeys(db(), both)).toBe(0);
    expect(Object.keys(await sealedCounts(db()))).toEqual(['k2']);

    installDataKeys(dataKeysOf(parseDataKeys(`k2:${key2}`), 'DATA_KEYS'));
    expect(
      (await services.agent.get(`/api/admin/aid-requests/${aid.id}`).expect(200)).body.data.applicantNationalId,
    ).toBe(nationalId);
    expect(await aidRequestIdsByNationalId(db(), nationalId)).toEqual([aid.id]);
    const file = await db()
      .selectFrom('uploaded_files')
      .select('id')
      .where('owner_reference', '=', aid.reference)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(await downloaded(file.id), report)).toBe(0);
    // New submissions are sealed under the new key.
    const created = await multipart(agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token), {
      ...aidFields,
      applicantNationalId: freshNationalId(),
    }).expect(201);
    const raw = await db()
      .selectFrom('aid_requests')
      .select('applicant_national_id')
      .where('reference', '=', created.body.reference)
      .executeTakeFirstOrThrow();
    expect(raw.applicant_national_id).toMatch(/^enc1\.k2\./);
  });

  it('a missing or wrong key is a clear error naming the key, never other bytes', async () => {
    const stored = (
      await db()
        .selectFrom('aid_requests')
        .select('applicant_national_id')
        .where('id', '=', aid.id)
        .executeTakeFirstOrThrow()
    ).applicant_national_id;
    const current = dataKeys();
    try {
      installDataKeys(dataKeysOf(parseDataKeys(`k1:${key1}`), 'DATA_KEYS'));
      expect(() => openNationalId('aid_requests.applicant_national_id', stored)).toThrow(DataKeyError);
      expect(() => openNationalId('aid_requests.applicant_national_id', stored)).toThrow(
        /data key k2, which DATA_KEYS does not list/,
      );
      const refused = await services.agent.get(`/api/admin/aid-requests/${aid.id}`);
      expect(refused.status).toBe(500);
      expect(JSON.stringify(refused.body)).not.toContain(nationalId);

      installDataKeys(dataKeysOf(parseDataKeys(`k2:${newKey()}`), 'DATA_KEYS'));
      expect(() => openNationalId('aid_requests.applicant_national_id', stored)).toThrow(
        /Data key k2 in DATA_KEYS does not open this value/,
      );
      const file = await db()
        .selectFrom('uploaded_files')
        .select('id')
        .where('owner_reference', '=', aid.reference)
        .executeTakeFirstOrThrow();
      const link = await download(file.id);
      // Unreadable here: a clear error, and the one-time link is not spent by the failure.
      expect(link.status).toBe(503);
      expect((link.body as Buffer).includes(Buffer.from(marker))).toBe(false);

      // A value moved to another column does not open there.
      installDataKeys(current);
      expect(() => openNationalId('job_applications.national_id', stored)).toThrow(/does not open/);
    } finally {
      installDataKeys(current);
    }
  });
});

describe('a backup of a sealed SQLite site', () => {
  it('holds no national ID or report in clear, and restores readable with DATA_KEYS alone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-sealed-backup-'));
    const outDir = mkdtempSync(path.join(tmpdir(), 'site-sealed-backups-'));
    const site = openDatabase({ dataDir });
    try {
      await migrateToLatest(site.db);
      const keys = dataKeysOf(parseDataKeys(`k1:${newKey()}`), 'DATA_KEYS');
      const id = freshNationalId();
      const at = new Date().toISOString();
      await site.db
        .insertInto('aid_requests')
        .values({
          reference: 'AID-BACK-UP00-1',
          applicant_name: 'Applicant',
          applicant_national_id: id,
          mobile: '0551234567',
          email: null,
          city: 'Dammam',
          patient_name: 'Patient',
          patient_relationship: 'parent',
          patient_age: 60,
          need_category: 'dialysis',
          need_description: 'Backed up.',
          consent_at: at,
          status: 'received',
          status_updated_at: at,
          applicant_note: null,
          locale: 'ar',
          created_at: at,
        })
        .execute();
      const marker = `BACKED-UP-REPORT-${randomBytes(6).toString('hex')}`;
      mkdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', 'report.pdf'), reportWith(marker));
      await site.db
        .insertInto('uploaded_files')
        .values({
          owner_reference: 'AID-BACK-UP00-1',
          field: 'attachments',
          stored_name: 'report.pdf',
          original_name: 'report.pdf',
          mime_type: 'application/pdf',
          size_bytes: 1,
          created_at: at,
        })
        .execute();
      await sealStoredData(site.db, keys, folderFileStore(dataDir));

      const backup = await runBackup({ dataDir, outDir, keep: 1 });
      expect(readFileSync(backup.database.file).includes(Buffer.from(id))).toBe(false);
      const copy = new SQLite(backup.database.file, { readonly: true });
      try {
        const row = copy.prepare('select applicant_national_id as value from aid_requests').get() as { value: string };
        const file = copy.prepare('select stored_name, data_key from uploaded_files').get() as {
          stored_name: string;
          data_key: string;
        };
        const bytes = readFileSync(path.join(backup.folder, 'uploads', file.stored_name));
        expect(bytes.includes(Buffer.from(marker))).toBe(false);
        expect(openText(keys, row.value, 'aid_requests.applicant_national_id')).toBe(id);
        expect(
          openBytes(keys, file.data_key, bytes, uploadContext(file.stored_name)).includes(Buffer.from(marker)),
        ).toBe(true);
      } finally {
        copy.close();
      }
    } finally {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
