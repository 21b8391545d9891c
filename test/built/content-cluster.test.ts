import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, raw, startBuiltServer, type BuiltServer } from './built-server';

/**
 * Publishing with several workers (WEB_CONCURRENCY=2, a long HTML cache): a change saved through
 * one worker drops the page from every worker's cache (the primary hands the invalidation on).
 */
const PASSWORD = 'a long enough contract password';

/** A client of the admin API with its cookies and CSRF token. */
class Staff {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly origin: string) {}

  async call(
    method: string,
    apiPath: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.origin}/api/admin${apiPath}`, {
      method,
      headers: {
        Origin: this.origin,
        'Content-Type': 'application/json',
        'X-CSRF-Token': this.csrf,
        Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }

  async signIn(email: string): Promise<void> {
    this.csrf = String((await this.call('GET', '/csrf')).json.token);
    expect((await this.call('POST', '/login', { email, password: PASSWORD })).status).toBe(200);
    const secret = String((await this.call('GET', '/second-factor')).json.secret);
    expect((await this.call('POST', '/second-factor/enrol', { code: await generate({ secret }) })).status).toBe(200);
  }
}

describe('publishing reaches every worker', () => {
  let server: BuiltServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-contract-content-'));
    server = await startBuiltServer({
      WEB_CONCURRENCY: '2',
      HTML_CACHE_SECONDS: '600',
      RENDER_RATE_LIMIT: '0',
      DATA_DIR: dataDir,
    });
    const deadline = Date.now() + 30_000;
    while (!server.output.some((line) => line.includes('all workers listening')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    if (server.process.exitCode === null) await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a published FAQ shows on every worker at once though each had the page cached', async () => {
    const email = `editor-${Date.now()}@example.org`;
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/admin/cli.ts',
        'add',
        email,
        '--role',
        'editor',
        '--name',
        'Contract editor',
        '--password-stdin',
      ],
      {
        cwd: ROOT,
        input: PASSWORD,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    const staff = new Staff(server.origin);
    await staff.signIn(email);

    // New connections alternate between the workers: after a few, each has the page cached.
    const page = () => raw(server.port, 'GET', '/en/pages/questions');
    for (let i = 0; i < 4; i += 1) await page();
    const cached = await Promise.all(Array.from({ length: 4 }, page));
    expect(cached.every((answer) => answer.headers['x-html-cache'] === 'hit')).toBe(true);

    const created = await staff.call('POST', '/faqs', {
      position: 0,
      question_ar: 'سؤال جديد؟',
      question_en: 'A brand-new question?',
      answer_ar: 'جواب',
      answer_en: 'An answer',
      status: 'published',
    });
    expect(created.status).toBe(201);
    for (let i = 0; i < 6; i += 1) {
      const answer = await page();
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('A brand-new question?');
    }
  });
});
