import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { createLogger } from '../../server/logger';
import { platformParts } from '../../server/platform';
import { noAssets } from '../../server/render/assets';
import { csrfAgent, jobFields, multipart } from '../helpers/application-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { minimalPdf } from './admin-content-fixtures';
import { signIn } from './admin-support';

const dataKeys = `k1:${randomBytes(32).toString('base64')}`;

/** The bytes of a response, whatever its type. */
const binary = (test: request.Test) =>
  test.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** A CV that passes the upload checks, with random bytes inside so no two are alike. */
const cvPdf = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomBytes(2000).toString('hex')}\n%%EOF\n`,
    'latin1',
  );

/** One `node server` as deployed on PostgreSQL: its own pool, its own DATA_DIR, DATABASE_URL set. */
async function instance(databaseUrl: string): Promise<{ app: Express; dataDir: string; handle: DatabaseHandle }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'files-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://example.org',
    LOG_LEVEL: 'silent',
    HTML_CACHE_SECONDS: '0',
    FORM_RATE_LIMIT: '1000',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATA_KEYS: dataKeys,
  });
  const logger = createLogger('silent');
  const handle = openDatabase({ databaseUrl, dataDir });
  const app = await createApp({
    config,
    logger,
    mode: 'test',
    assets: noAssets,
    loadEntry: () => import('../../src/entry-server'),
    ...platformParts(handle, logger, config),
  });
  return { app, dataDir, handle };
}

describe.runIf(TEST_DIALECTS.includes('postgres'))('two instances on one PostgreSQL database share every file', () => {
  let database: TestDatabase;
  let one: Awaited<ReturnType<typeof instance>>;
  let two: Awaited<ReturnType<typeof instance>>;
  /** What nginx would do: every request goes to the instance chosen last. */
  let target: Express;
  const front = express();
  front.use((req, res, next) => target(req, res, next));
  const via = (which: Awaited<ReturnType<typeof instance>>) => {
    target = which.app;
  };
  let services: Awaited<ReturnType<typeof signIn>>;
  let editor: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { databaseUrl } = database.location as { databaseUrl: string };
    one = await instance(databaseUrl);
    two = await instance(databaseUrl);
    via(one);
    services = await signIn(front, database.db, 'services');
    editor = await signIn(front, database.db, 'editor');
  }, 90_000);
  afterAll(async () => {
    await one.handle.close();
    await two.handle.close();
    await database.destroy();
    for (const dir of [one.dataDir, two.dataDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('a CV sent to one instance is downloaded through the other by the staff link; nothing is left in either data folder', async () => {
    via(one);
    const visitor = request.agent(front);
    const token = await csrfAgent(visitor);
    const cv = cvPdf();
    const sent = await multipart(visitor.post('/api/v1/applications/jobs').set('X-CSRF-Token', token), jobFields, [
      ['cv', cv, 'cv.pdf'],
    ]).expect(201);
    const file = await database.db
      .selectFrom('uploaded_files')
      .select(['id', 'stored_name'])
      .where('owner_reference', '=', sent.body.reference)
      .executeTakeFirstOrThrow();
    expect(existsSync(path.join(one.dataDir, 'uploads', file.stored_name))).toBe(false);
    const link = (
      await services.agent
        .post(`/api/admin/files/${file.id}/link`)
        .set('X-CSRF-Token', services.csrf)
        .send({})
        .expect(201)
    ).body.data as { url: string };

    via(two);
    const downloaded = await binary(services.agent.get(link.url)).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, cv)).toBe(0);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    // Once only, on either instance.
    await services.agent.get(link.url).expect(404);
    via(one);
    await services.agent.get(link.url).expect(404);
  });

  it('a file that cannot be read does not spend the one-time link: it works once the file is back', async () => {
    via(one);
    const visitor = request.agent(front);
    const token = await csrfAgent(visitor);
    const cv = cvPdf();
    const sent = await multipart(visitor.post('/api/v1/applications/jobs').set('X-CSRF-Token', token), jobFields, [
      ['cv', cv, 'cv.pdf'],
    ]).expect(201);
    const file = await database.db
      .selectFrom('uploaded_files')
      .select(['id', 'stored_name'])
      .where('owner_reference', '=', sent.body.reference)
      .executeTakeFirstOrThrow();
    const link = (
      await services.agent
        .post(`/api/admin/files/${file.id}/link`)
        .set('X-CSRF-Token', services.csrf)
        .send({})
        .expect(201)
    ).body.data as { url: string };
    const stored = await database.db
      .selectFrom('stored_files')
      .select('id')
      .where('area', '=', 'uploads')
      .where('name', '=', file.stored_name)
      .executeTakeFirstOrThrow();
    const chunk = await database.db
      .selectFrom('stored_file_chunks')
      .select('data')
      .where('file_id', '=', stored.id)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();

    via(two);
    // Its bytes damaged: the sealed file does not open; an error in the member's language, the link kept.
    await database.db
      .updateTable('stored_file_chunks')
      .set({ data: Buffer.from('damaged') })
      .where('file_id', '=', stored.id)
      .execute();
    const damaged = await services.agent.get(link.url).set('Accept-Language', 'en').expect(503);
    expect(damaged.body.error.message).toBe(
      'The file could not be read just now; the download link still works. Try again in a moment.',
    );
    // Gone from the store: not found, the link still kept.
    await database.db
      .updateTable('stored_files')
      .set({ name: `moved-${file.stored_name}` })
      .where('id', '=', stored.id)
      .execute();
    await services.agent.get(link.url).expect(404);
    expect(
      (
        await database.db
          .selectFrom('staff_file_links')
          .select('used_at')
          .where('file_id', '=', file.id)
          .executeTakeFirstOrThrow()
      ).used_at,
    ).toBeNull();

    await database.db.updateTable('stored_files').set({ name: file.stored_name }).where('id', '=', stored.id).execute();
    await database.db
      .updateTable('stored_file_chunks')
      .set({ data: chunk.data })
      .where('file_id', '=', stored.id)
      .execute();
    const downloaded = await binary(services.agent.get(link.url)).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, cv)).toBe(0);
    await services.agent.get(link.url).expect(404);
  });

  it('a picture uploaded on one instance is served by both, cached for a year as immutable, with an ETag answered by 304', async () => {
    via(one);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f6b5c' } })
      .png()
      .toBuffer();
    const uploaded = await editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .attach('file', png, 'photo.png')
      .expect(201);
    const src = uploaded.body.data.src as string;
    expect(readdirOrEmpty(path.join(one.dataDir, 'media'))).toEqual([]);

    const answers = [];
    for (const which of [two, one, two]) {
      via(which);
      answers.push(await binary(request(front).get(src)).expect(200));
    }
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(Buffer.compare(answer.body as Buffer, answers[0]!.body as Buffer)).toBe(0);
    }
    const etag = answers[0]!.headers.etag as string;
    expect(new Set(answers.map((answer) => answer.headers.etag))).toEqual(new Set([etag]));
    expect((await sharp(answers[0]!.body as Buffer).metadata()).width).toBe(1200);
    // The card size beside it, from the other instance too.
    const card = src.replace(/\.webp$/, '-600.webp');
    expect((await sharp((await binary(request(front).get(card)).expect(200)).body as Buffer).metadata()).width).toBe(
      600,
    );

    // A cache revalidating: 304 with no body, from either instance; another ETag gets the picture.
    via(one);
    const notModified = await request(front).get(src).set('If-None-Match', etag).expect(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toContain('immutable');
    via(two);
    await request(front).get(src).set('If-None-Match', `"other", W/${etag}`).expect(304);
    await request(front).get(src).set('If-None-Match', '"other"').expect(200);
    const head = await request(front).head(src).expect(200);
    expect(head.headers['content-length']).toBe(String((answers[0]!.body as Buffer).length));
    // A name the store does not hold is not found (the sample pictures are served after it).
    await request(front).get('/media/0123456789abcdef01234567.webp').expect(404);
  });

  it('a PDF uploaded to one instance is saved as a document through the other', async () => {
    via(one);
    const pdf = minimalPdf('Across instances');
    const uploaded = await editor.agent
      .post('/api/admin/uploads/documents')
      .set('X-CSRF-Token', editor.csrf)
      .attach('file', pdf, 'policy.pdf')
      .expect(201);
    expect(readdirOrEmpty(path.join(one.dataDir, 'pending-documents'))).toEqual([]);
    via(two);
    const input = {
      tab: 'policies',
      title_ar: 'سياسة',
      title_en: 'Policy',
      category_ar: 'سياسات',
      category_en: 'Policies',
      published_on: '2026-01-15',
      position: 1,
      file: uploaded.body.data.id,
      file_name: 'policy.pdf',
      status: 'published',
    };
    const created = await editor.agent
      .post('/api/admin/documents')
      .set('X-CSRF-Token', editor.csrf)
      .send(input)
      .expect(201);
    const id = created.body.data.id as number;
    via(one);
    const served = await binary(request(front).get(`/api/v1/documents/${id}/file`)).expect(200);
    expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
    // The waiting file was taken: it cannot be used a second time.
    expect(
      await database.db
        .selectFrom('stored_files')
        .select('id')
        .where('area', '=', 'pending-documents')
        .where('name', '=', uploaded.body.data.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

/** The files of a folder, none when it was never made. */
function readdirOrEmpty(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe.each(TEST_DIALECTS)('one instance with its files in the data folder (%s)', (dialect) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'files-folder-'));
    t = await createTestApp({
      database: dialect,
      env: { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000', DATA_KEYS: dataKeys },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a missing file does not spend the one-time link; pictures keep their paths and get ETags and 304s', async () => {
    const db = t.database!.db;
    const services = await signIn(t.app, db, 'services');
    const visitor = request.agent(t.app);
    const token = await csrfAgent(visitor);
    const cv = cvPdf();
    const sent = await multipart(visitor.post('/api/v1/applications/jobs').set('X-CSRF-Token', token), jobFields, [
      ['cv', cv, 'cv.pdf'],
    ]).expect(201);
    const file = await db
      .selectFrom('uploaded_files')
      .select(['id', 'stored_name'])
      .where('owner_reference', '=', sent.body.reference)
      .executeTakeFirstOrThrow();
    const onDisk = path.join(dataDir, 'uploads', file.stored_name);
    const sealed = readFileSync(onDisk);
    const link = (
      await services.agent
        .post(`/api/admin/files/${file.id}/link`)
        .set('X-CSRF-Token', services.csrf)
        .send({})
        .expect(201)
    ).body.data as { url: string };
    unlinkSync(onDisk);
    await services.agent.get(link.url).expect(404);
    writeFileSync(onDisk, sealed);
    expect(Buffer.compare((await binary(services.agent.get(link.url)).expect(200)).body as Buffer, cv)).toBe(0);
    await services.agent.get(link.url).expect(404);

    const editor = await signIn(t.app, db, 'editor');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    const src = (
      await editor.agent
        .post('/api/admin/uploads/images')
        .set('X-CSRF-Token', editor.csrf)
        .attach('file', png, 'photo.png')
        .expect(201)
    ).body.data.src as string;
    expect(existsSync(path.join(dataDir, src))).toBe(true);
    const served = await request(t.app).get(src).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(t.app)
      .get(src)
      .set('If-None-Match', served.headers.etag as string)
      .expect(304);
  });
});
