import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { openDataKeys } from '../../server/security/data-keys';
import { openNationalId } from '../../server/security/national-id-seal';
import { freePort, killHard, startServer } from '../helpers/spawned-server';
import { contactBody, jobFields, pdfFile } from '../helpers/application-fixtures';

/**
 * "A submission answered 201 survives kill -9 of the server right after": the real server in its
 * own process (tsx, dev mode, so no build is needed), SIGKILL on the 201, restart, look again.
 */

/** CSRF the way a browser does it: GET /csrf, then cookie + header on the post. */
async function csrf(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/csrf`);
  const { token } = (await response.json()) as { token: string };
  return { 'X-CSRF-Token': token, Cookie: `csrf_token=${token}` };
}

describe('durability: kill -9 right after a 201', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-durability-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a contact message and a job application (with its CV and staff emails)', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    child = await startServer(dataDir, port);
    const contact = await fetch(`${base}/api/v1/contact`, {
      method: 'POST',
      headers: { ...(await csrf(base)), 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ ...contactBody, message: 'Survives kill -9' }),
    });
    expect(contact.status).toBe(201);
    await killHard(child);
    const contactReference = ((await contact.json()) as { reference: string }).reference;

    child = await startServer(dataDir, port);
    const form = new FormData();
    for (const [name, value] of Object.entries(jobFields)) form.append(name, value);
    form.append('cv', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf');
    const job = await fetch(`${base}/api/v1/applications/jobs`, {
      method: 'POST',
      headers: { ...(await csrf(base)), Origin: base },
      body: form,
    });
    expect(job.status).toBe(201);
    await killHard(child);
    const jobReference = ((await job.json()) as { reference: string }).reference;

    // Restart once more: the server must come up on the crashed database (WAL recovery) …
    child = await startServer(dataDir, port);
    await killHard(child);
    // … and everything answered 201 is there.
    const database = openDatabase({ dataDir });
    try {
      const message = await database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('reference', '=', contactReference)
        .executeTakeFirst();
      expect(message?.message).toBe('Survives kill -9');
      const application = await database.db
        .selectFrom('job_applications')
        .selectAll()
        .where('reference', '=', jobReference)
        .executeTakeFirst();
      // Sealed under the key the server made in DATA_DIR (decision 056): it opens to what was sent.
      const keys = openDataKeys(
        { NODE_ENV: 'development', DATA_DIR: dataDir, ALLOW_TEST_PAYMENTS: false },
        { create: false },
      );
      expect(openNationalId('job_applications.national_id', application!.national_id, keys)).toBe(jobFields.nationalId);
      const cv = await database.db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('owner_reference', '=', jobReference)
        .executeTakeFirstOrThrow();
      expect(existsSync(path.join(dataDir, 'uploads', cv.stored_name))).toBe(true);
      const mails = await database.db.selectFrom('outbox_messages').select('subject').execute();
      expect(mails.some((mail) => mail.subject.includes(contactReference))).toBe(true);
      expect(mails.some((mail) => mail.subject.includes(jobReference))).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
