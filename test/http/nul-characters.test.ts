import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { contactBody, csrfAgent, jobFields, multipart, pdfFile } from '../helpers/application-fixtures';
import { signIn } from './admin-support';

/**
 * A NUL character in what a client sends (docs/behaviour.md#B-ERR-6): PostgreSQL refuses it in any
 * statement, so it once turned a submission into a 500 there. Bodies keep the text without it; a
 * URL carrying one is a 400 in the visitor's language.
 */
describe.each(TEST_DIALECTS)('NUL characters (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nul-')) } });
  });
  afterAll(async () => t.close());
  const db = () => t.database!.db;

  it('a contact message keeps its text without the NUL', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    const sent = await agent
      .post('/api/v1/contact')
      .set('X-CSRF-Token', token)
      .send({ ...contactBody, name: 'Sample\u0000 Visitor', message: 'When can\u0000 we visit?' })
      .expect(201);
    const row = await db()
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('reference', '=', sent.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Sample Visitor', message: 'When can we visit?' });
  });

  it('a job application (multipart) keeps its fields without the NUL', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    const sent = await multipart(
      agent.post('/api/v1/applications/jobs').set('X-CSRF-Token', token),
      { ...jobFields, fullName: 'Sample\u0000 Applicant', city: 'Riy\u0000adh' },
      [['cv', pdfFile(), 'cv.pdf']],
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const row = await db()
      .selectFrom('job_applications')
      .select(['full_name', 'city'])
      .where('reference', '=', sent.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: 'Sample Applicant', city: 'Riyadh' });
  });

  it('a back-office save keeps the text without the NUL', async () => {
    const editor = await signIn(t.app, db(), 'editor');
    const body = {
      question_ar: 'سؤال\u0000؟',
      question_en: 'A question\u0000?',
      answer_ar: 'جواب',
      answer_en: 'An answer',
      status: 'published',
      position: 3,
    };
    const saved = await editor.agent.post('/api/admin/faqs').set('X-CSRF-Token', editor.csrf).send(body).expect(201);
    const row = await db()
      .selectFrom('faqs')
      .select(['question_ar', 'question_en'])
      .where('id', '=', saved.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ question_ar: 'سؤال؟', question_en: 'A question?' });
  });

  it('a URL with an encoded NUL, in the path or the query, is a 400 in the visitor’s language', async () => {
    for (const url of ['/api/v1/pages/a%00b', '/ar/news?q=%00', '/ar/about%00']) {
      const answer = await request(t.app).get(url).expect(400);
      expect(answer.text).toBe('عنوان الصفحة غير صالح');
    }
    const english = await request(t.app).get('/en/news?page=1%00').expect(400);
    expect(english.text).toBe('The page address is not valid');
  });
});
