import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process';
import { startNginxFront, type FrontResponse, type NginxFront } from '../helpers/nginx-front';
import { TEST_POSTGRES_URL } from '../helpers/test-database';
import { ROOT, raw, startBuiltServer, type BuiltServer } from './built-server';

/**
 * The site as docs/deploy-nginx.md deploys it on several machines: two built instances (`node
 * server`), started at the same moment on one fresh PostgreSQL database, behind the repository's own
 * nginx config with TLS. Everything is checked through nginx, or on one instance directly where the
 * point is that the other one sees it: one seed, sessions and limits for the whole site, a publish
 * seen everywhere within a second, SIGTERM drains, and kill -9 loses no acknowledged order.
 */
const PASSWORD = 'a long enough two-instance password';
const FORM_LIMIT = 4;
const donor = { name: 'Sample Donor', mobile: '0512345678' };

interface Cookies {
  jar: Map<string, string>;
  header(): string;
  take(response: { headers: Record<string, string | string[] | undefined> }): void;
}

function cookieJar(): Cookies {
  const jar = new Map<string, string>();
  return {
    jar,
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    take(response) {
      const lines = response.headers['set-cookie'];
      for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        jar.set(pair!.slice(0, index), pair!.slice(index + 1));
      }
    },
  };
}

/** A request straight to one instance (plain HTTP on its port), as if nginx had sent it there. */
async function direct(
  server: BuiltServer,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // pages and empty answers
  }
  return {
    status: response.status,
    headers: Object.fromEntries([
      ...response.headers.entries(),
      ['set-cookie', response.headers.getSetCookie()],
    ]) as Record<string, string | string[]>,
    text,
    json,
  };
}

/** A multipart post straight to one instance. */
async function upload(server: BuiltServer, url: string, headers: Record<string, string>, form: FormData) {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method: 'POST',
    headers: { 'Accept-Language': 'en', ...headers },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: { 'set-cookie': response.headers.getSetCookie() } as Record<string, string | string[]>,
    text,
    json: JSON.parse(text || '{}') as Record<string, unknown>,
  };
}

const parse = (answer: FrontResponse): Record<string, unknown> => {
  try {
    return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

describe('two instances behind nginx on one PostgreSQL database', () => {
  const databaseName = `site_two_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  let front: NginxFront;
  const servers: BuiltServer[] = [];
  let env: Record<string, string>;
  const ports: number[] = [];
  let sql: pg.Client;

  const start = (index: number) => startBuiltServer(env, { port: ports[index]! });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    ports.push(await freePort(), await freePort());
    front = await startNginxFront([ports[0]!, ports[1]!], path.join(ROOT, 'dist/client/assets'));
    env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: front.origin,
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: '1',
      HTML_CACHE_SECONDS: '600',
      RENDER_RATE_LIMIT: '0',
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      GIVING_RATE_LIMIT: '1000',
      // Every instance shares the operator's keys (docs/deploy-nginx.md, several instances).
      DATA_KEYS: `two-instances:${randomBytes(32).toString('base64')}`,
    };
    // At the same moment, on an empty database: migrations and the seed run once between them.
    servers.push(...(await Promise.all([start(0), start(1)])));
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    for (const server of servers)
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
    await front?.stop();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('both started at once on the empty database, and the sample content was seeded once', async () => {
    for (const server of servers) expect((await raw(server.port, 'GET', '/readyz')).status).toBe(200);
    const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM association_profile');
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await front.request('GET', '/en')).status).toBe(200);
  });

  it('a CSRF token and its cookie from one instance are accepted by the other', async () => {
    const cookies = cookieJar();
    // Its own address (TRUST_PROXY=1 takes the last X-Forwarded-For entry), apart from the limit test's.
    const visitor = { 'X-Forwarded-For': '198.51.100.7', Origin: front.origin };
    const token = await direct(servers[0]!, 'GET', '/api/v1/csrf', visitor);
    cookies.take(token);
    const sent = await direct(
      servers[1]!,
      'POST',
      '/api/v1/contact',
      {
        ...visitor,
        Cookie: cookies.header(),
        'X-CSRF-Token': String(token.json.token),
        'Idempotency-Key': randomUUID(),
      },
      {
        name: 'Sample Visitor',
        email: 'visitor@example.org',
        subject: 'Visiting hours',
        message: 'When can we visit?',
        consent: true,
      },
    );
    expect(sent.status).toBe(201);
  });

  it('a per-address limit holds for the whole site, not per instance', async () => {
    const token = await front.request('GET', '/api/v1/csrf');
    const cookies = cookieJar();
    cookies.take(token);
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT * 2; i += 1) {
      const answer = await front.request('POST', '/api/v1/contact', {
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookies.header(),
          'X-CSRF-Token': String(parse(token).token),
          'Idempotency-Key': randomUUID(),
          Origin: front.origin,
          'Accept-Language': 'en',
        },
        body: JSON.stringify({
          name: 'Sample Visitor',
          email: 'visitor@example.org',
          subject: `Message ${i}`,
          message: 'A question for the association.',
          consent: true,
        }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORM_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FORM_LIMIT);
  });

  /**
   * nginx keeps an instance it saw failing out of the round for fail_timeout (5 s, deploy/nginx/site.conf)
   * even once it is back: until both answer through it again, a crash of the other leaves nobody to answer.
   */
  async function untilBothServeThroughFront(): Promise<void> {
    // One answer after the window is not enough: nginx may still count the old failures for a while.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const answered = (server: BuiltServer) =>
      server.output.filter((line) => line.includes('"request completed"')).length;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const before = servers.map(answered);
      for (let i = 0; i < 4; i += 1) await front.request('GET', '/api/v1/giving/items/2');
      if (servers.every((server, index) => answered(server) > before[index]!)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('nginx did not send requests to both instances again within 20 s');
  }

  /** An editor signed in on the first instance (the staff tool adds them to the shared database). */
  let editorCall:
    | ((method: string, url: string, body?: unknown, form?: FormData) => Promise<Awaited<ReturnType<typeof direct>>>)
    | undefined;
  async function editor() {
    if (editorCall) return editorCall;
    const email = `editor-${Date.now()}@example.org`;
    execFileSync(
      process.execPath,
      ['dist/server/staff.js', 'add', email, '--role', 'editor', '--name', 'Two-instance editor', '--password-stdin'],
      {
        cwd: ROOT,
        input: PASSWORD,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_KEYS: env.DATA_KEYS! },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    const cookies = cookieJar();
    const staffHeaders = { Origin: front.origin, 'X-Forwarded-For': '198.51.100.8' };
    let csrf = '';
    const call = async (method: string, url: string, body?: unknown, form?: FormData) => {
      const headers = { ...staffHeaders, Cookie: cookies.header(), 'X-CSRF-Token': csrf };
      const answer = form
        ? await upload(servers[0]!, `/api/admin${url}`, headers, form)
        : await direct(servers[0]!, method, `/api/admin${url}`, headers, body);
      cookies.take(answer);
      return answer;
    };
    csrf = String((await call('GET', '/csrf')).json.token);
    expect((await call('POST', '/login', { email, password: PASSWORD })).status).toBe(200);
    const secret = String((await call('GET', '/second-factor')).json.secret);
    expect((await call('POST', '/second-factor/enrol', { code: await generate({ secret }) })).status).toBe(200);
    editorCall = call;
    return call;
  }

  it('a publish through one instance shows on the other within a second, though both had the page cached', async () => {
    const call = await editor();
    const page = (server: BuiltServer) => raw(server.port, 'GET', '/en/pages/questions');
    for (const server of servers) {
      await page(server);
      expect((await page(server)).headers['x-html-cache']).toBe('hit');
    }
    const question = `A question published on one instance ${Date.now()}?`;
    const created = await call('POST', '/faqs', {
      position: 0,
      question_ar: 'سؤال جديد؟',
      question_en: question,
      answer_ar: 'جواب',
      answer_en: 'An answer',
      status: 'published',
    });
    expect(created.status).toBe(201);
    const published = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - published < 3000) {
      if ((await page(servers[1]!)).body.includes(question)) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(1000);
    expect((await page(servers[0]!)).body).toContain(question);
  });

  it('a picture uploaded through one instance is served by the other and through nginx, and the backup holds it', async () => {
    const call = await editor();
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0f6b5c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const uploaded = await call('POST', '/uploads/images', undefined, form);
    expect(uploaded.status).toBe(201);
    const src = String((uploaded.json.data as { src: string }).src);
    const fromOther = await raw(servers[1]!.port, 'GET', src);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const throughFront = await front.request('GET', src);
    expect(throughFront.status).toBe(200);
    expect(throughFront.headers.etag).toBe(fromOther.headers.etag);
    expect(
      (await front.request('GET', src, { headers: { 'If-None-Match': String(fromOther.headers.etag) } })).status,
    ).toBe(304);

    const outDir = mkdtempSync(path.join(tmpdir(), 'site-two-backup-'));
    try {
      const made = spawnSync(process.execPath, ['dist/server/backup.js', '--out', outDir], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-two-backup-data-')),
        },
        encoding: 'utf8',
      });
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      const stored = await sql.query<{ n: string }>('SELECT count(*) AS n FROM stored_files');
      expect(Number(stored.rows[0]!.n)).toBeGreaterThan(0);
      expect(made.stdout).toContain(`files in the database (`);
      expect(made.stdout).toMatch(new RegExp(`files in the database \\([^)]*\\): ${stored.rows[0]!.n} `));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('SIGTERM drains one instance while nginx sends the visitors to the other', async () => {
    const answers: number[] = [];
    let going = true;
    const visitors = Array.from({ length: 3 }, async () => {
      while (going) answers.push((await front.request('GET', '/api/v1/giving/items/2')).status);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const code = await servers[1]!.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    going = false;
    await Promise.all(visitors);
    expect(code).toBe(0);
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    servers[1] = await start(1);
    await untilBothServeThroughFront();
  });

  it('kill -9 of one instance loses no acknowledged order', async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let sent = 0;
    const order = async () => {
      const answer = await front.request('POST', '/api/v1/orders', {
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
          'Accept-Language': 'en',
          Origin: front.origin,
        },
        body: JSON.stringify({ donor, items: [{ kind: 'program', ref: '1', amount: 10_000 }] }),
      });
      statuses.push(answer.status);
      if (answer.status === 201) acknowledged.push(String(parse(answer).orderId));
    };
    const donors = Array.from({ length: 4 }, async () => {
      while (sent < 60) {
        sent += 1;
        await order();
      }
    });
    while (sent < 15) await new Promise((resolve) => setTimeout(resolve, 10));
    servers[0]!.process.kill('SIGKILL');
    await Promise.all(donors);
    // Only a POST that was in the killed instance's hands may fail (nginx never sends it twice).
    expect(statuses.filter((status) => status !== 201).every((status) => status === 502)).toBe(true);
    expect(statuses.filter((status) => status === 502).length).toBeLessThanOrEqual(4);
    expect(acknowledged.length).toBeGreaterThan(50);
    const { rows } = await sql.query<{ id: string }>('SELECT id FROM orders WHERE id = ANY($1)', [acknowledged]);
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });
});
