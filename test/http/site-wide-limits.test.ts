import { Writable } from 'node:stream';
import type { Express } from 'express';
import { sql } from 'kysely';
import pino, { type Logger } from 'pino';
import request, { type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arAdmin from '../../locales/ar/admin.json';
import enAdmin from '../../locales/en/admin.json';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { platformParts } from '../../server/platform';
import { noAssets } from '../../server/render/assets';
import { limitStoreFor } from '../../server/security/limit-store';
import { createMember, PASSWORD } from './admin-support';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

/**
 * Two instances of the site on one PostgreSQL database, as behind nginx on two machines: every
 * per-address and per-number limit counts for the whole site (docs/decisions/058), and when the
 * database goes away, public limits let requests through with one warning while staff sign-in is
 * refused. Every request here comes from 127.0.0.1: one address, whichever instance answers. On
 * SQLite (one machine) the counts stay where they were.
 */

/** One instance: the real app around its own connection to the database. */
async function instance(handle: DatabaseHandle, env: Record<string, string>, logger: Logger): Promise<Express> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://example.org',
    LOG_LEVEL: 'silent',
    HTML_CACHE_SECONDS: '0',
    ...env,
  });
  return createApp({
    config,
    logger,
    mode: 'test',
    assets: noAssets,
    loadEntry: () => import('../../src/entry-server'),
    ...platformParts(handle, logger, config),
  });
}

/** Sends `count` requests one after another, alternating between the instances; their statuses. */
async function alternating(apps: Express[], count: number, send: (app: Express) => Test): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(apps[i % apps.length]!)).status);
  return statuses;
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

async function csrfOf(app: Express, path: string): Promise<{ token: string; cookie: string }> {
  const token = ((await request(app).get(path).expect(200)).body as { token: string }).token;
  return { token, cookie: `csrf_token=${token}` };
}

const POSTGRES = TEST_DIALECTS.filter((dialect) => dialect === 'postgres');

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'sqlite'))('on SQLite, one machine (%s)', (dialect) => {
  it('counts as before, in this process (the cluster primary with workers), and makes no rate_limits table', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const logger = pino({ level: 'silent' });
      expect(limitStoreFor(database, logger).scope).toBe('machine');
      const app = await instance(database, {}, logger);
      const { token, cookie } = await csrfOf(app, '/api/v1/csrf');
      const statuses = await alternating([app], 11, (one) =>
        request(one).post('/api/v1/contact').set('Cookie', cookie).set('X-CSRF-Token', token).send({}),
      );
      expect(statuses).toEqual([...times(10, 400), 429]);
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name = 'rate_limits'`.execute(database.db);
      expect(tables.rows).toEqual([]);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});

describe.each(POSTGRES)('two instances on one database share every limit (%s)', (dialect) => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let apps: Express[];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (!('databaseUrl' in database.location)) throw new Error('PostgreSQL expected');
    second = openDatabase({ databaseUrl: database.location.databaseUrl, dataDir: '' });
    const logger = pino({ level: 'silent' });
    // The form (10) and giving (20) limits as shipped; fresh renders small, to stay fast.
    const env = { RENDER_RATE_LIMIT: '3' };
    apps = [await instance(database, env, logger), await instance(second, env, logger)];
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it('the form limit lets exactly 10 posts through across both, then 429 on either', async () => {
    const { token, cookie } = await csrfOf(apps[0]!, '/api/v1/csrf');
    // An empty form is refused (400) after the limit has counted it, as every post is.
    const statuses = await alternating(apps, 12, (app) =>
      request(app).post('/api/v1/contact').set('Cookie', cookie).set('X-CSRF-Token', token).send({}),
    );
    expect(statuses).toEqual([...times(10, 400), 429, 429]);
  });

  it('orders: exactly 20 attempts across both', async () => {
    const statuses = await alternating(apps, 22, (app) => request(app).post('/api/v1/orders').send({}));
    expect(statuses).toEqual([...times(20, 400), 429, 429]);
    const row = await sql<{ points: number }>`select points from rate_limits where key = ${'orders:127.0.0.1'}`.execute(
      database.db,
    );
    expect(row.rows[0]?.points).toBeGreaterThanOrEqual(20);
  });

  it('fresh renders: RENDER_RATE_LIMIT a minute across both', async () => {
    const statuses = await alternating(apps, 5, (app) => request(app).get('/en/no-such-page'));
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  }, 30_000);

  it('statement codes: 3 per number an hour across both; code guesses: 20 per address', async () => {
    const codes = await alternating(apps, 4, (app) =>
      request(app).post('/api/v1/statements/requests').send({ mobile: '0566000301' }),
    );
    expect(codes).toEqual([201, 201, 201, 429]);
    // An unknown request id is answered 410 once the guess has been counted.
    const guesses = await alternating(apps, 22, (app) =>
      request(app).post('/api/v1/statements/requests/aaaaaaaaaaaaaaaaaaaaaa/verify').send({ code: '123456' }),
    );
    expect(guesses).toEqual([...times(20, 410), 429, 429]);
  });

  it('the staff lockout, kept in a table, holds across both: 10 failures, then locked even with the right password', async () => {
    const member = await createMember(database.db, 'editor');
    const { token, cookie } = await csrfOf(apps[0]!, '/api/admin/csrf');
    const login = (app: Express, password: string) =>
      request(app)
        .post('/api/admin/login')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', token)
        .set('Accept-Language', 'en')
        .send({ email: member.email, password });
    const failures = await alternating(apps, 10, (app) => login(app, 'not the password'));
    expect(failures).toEqual(times(10, 401));
    const locked = await login(apps[1]!, PASSWORD).expect(429);
    expect(locked.body.error.code).toBe('locked');
  }, 30_000);
});

describe.each(POSTGRES)('when the database goes away (%s)', (dialect) => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: Express;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (!('databaseUrl' in database.location)) throw new Error('PostgreSQL expected');
    const url = new URL(database.location.databaseUrl);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    handle = openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    const logger = pino(
      { level: 'warn' },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    app = await instance(handle, { GIVING_RATE_LIMIT: '3', RENDER_RATE_LIMIT: '2' }, logger);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await database?.destroy();
  });

  it('public limits let requests through with one warning; staff sign-in is refused with 503 in the staff member’s language', async () => {
    const orders = () => request(app).post('/api/v1/orders').send({});
    // Counted in the database while it is there.
    expect(await alternating([app], 2, orders)).toEqual([400, 400]);
    const row = await sql<{ points: number }>`select points from rate_limits where key = ${'orders:127.0.0.1'}`.execute(
      database.db,
    );
    expect(row.rows[0]?.points).toBe(2);
    const { token, cookie } = await csrfOf(app, '/api/admin/csrf');

    await proxy.cut();
    // Limit 3: the second and third of these would be 429 with the counts; open, they pass on.
    expect(await alternating([app], 4, orders)).toEqual(times(4, 400));
    const pages = await alternating([app], 3, (one) => request(one).get('/en/no-such-page'));
    expect(pages).not.toContain(429);
    const warned = lines
      .map((line) => JSON.parse(line) as { msg: string; limit?: string; letThrough?: number })
      .filter((line) => line.msg.startsWith('rate-limit counts unreachable'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ limit: 'orders', letThrough: 1 });

    const signIn = (lang: string) =>
      request(app)
        .post('/api/admin/login')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', token)
        .set('Accept-Language', lang)
        .send({ email: 'someone@example.org', password: PASSWORD });
    const arabic = await signIn('ar').expect(503);
    expect(arabic.body.error).toEqual({ code: 'unavailable', message: arAdmin.errors.unavailable });
    expect(Number(arabic.headers['retry-after'])).toBeGreaterThan(0);
    const english = await signIn('en').expect(503);
    expect(english.body.error.message).toBe(enAdmin.errors.unavailable);
  }, 30_000);
});
