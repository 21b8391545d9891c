import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arValidation from '../../locales/ar/validation.json';
import enValidation from '../../locales/en/validation.json';
import enAdmin from '../../locales/en/admin.json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { aidFields, csrfAgent, multipart } from '../helpers/application-fixtures';
import {
  handPdf,
  handPdfWith,
  objectStreamBody,
  openActionPdf,
  plainPdf,
  pngSignatureThenHtml,
  realJpeg,
  realPng,
  streamBody,
} from '../helpers/crafted-files';
import { signIn, type Agent } from './admin-support';

/**
 * Files with active content are refused on the public aid form and in the back office alike, with
 * the reason on the file's field in the sender's language; plain files still go through.
 */
describe.each(TEST_DIALECTS)('uploaded files with active content (%s)', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let visitor: ReturnType<typeof request.agent>;
  let token: string;
  let editor: { agent: Agent; csrf: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-upload-content-'));
    t = await createTestApp({ database: dialect, env: { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000' } });
    visitor = request.agent(t.app);
    token = await csrfAgent(visitor);
    editor = await signIn(t.app, t.database!.db, 'editor');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const aid = (files: [Buffer, string][], lang = 'en') =>
    multipart(
      visitor.post('/api/v1/aid-requests').set('X-CSRF-Token', token).set('Accept-Language', lang),
      aidFields,
      files.map(([data, name]) => ['attachments', data, name]),
    );
  const document = (data: Buffer, name = 'report.pdf', lang = 'en') =>
    editor.agent
      .post('/api/admin/uploads/documents')
      .set('X-CSRF-Token', editor.csrf)
      .set('Accept-Language', lang)
      .attach('file', data, name);
  const picture = (data: Buffer, name: string) =>
    editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .set('Accept-Language', 'en')
      .attach('file', data, name);

  const crafted = async () => ({
    openAction: await openActionPdf(),
    escapedScript: handPdfWith('/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>'),
    escapedLaunch: handPdfWith('/OpenAction << /S /L#61unch /Win << /F (cmd.exe) >> >>'),
    packedScript: handPdfWith(
      '/OpenAction 5 0 R',
      objectStreamBody(5, ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>']),
    ),
    embeddedFile: handPdfWith(
      '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>',
      '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
      streamBody('/Type /EmbeddedFile', Buffer.from('MZ')),
    ),
  });

  it('the aid form refuses each PDF with active content, a PNG signature followed by HTML, a truncated PNG and a JPEG named .png; nothing is stored', async () => {
    const before = await t
      .database!.db.selectFrom('uploaded_files')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    for (const [name, pdf] of Object.entries(await crafted())) {
      const refused = await aid([[pdf, 'report.pdf']]);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.fields.attachments, name).toBe(enValidation.fileActiveContent);
    }
    const inArabic = await aid([[await openActionPdf(), 'report.pdf']], 'ar').expect(400);
    expect(inArabic.body.error.fields.attachments).toBe(arValidation.fileActiveContent);
    expect((await aid([[pngSignatureThenHtml(), 'scan.png']]).expect(400)).body.error.fields.attachments).toBe(
      enValidation.fileUnreadable,
    );
    const png = await realPng(300, 200);
    expect(
      (await aid([[png.subarray(0, png.length - 30), 'scan.png']]).expect(400)).body.error.fields.attachments,
    ).toBe(enValidation.fileUnreadable);
    expect((await aid([[await realJpeg(), 'scan.png']], 'ar').expect(400)).body.error.fields.attachments).toBe(
      arValidation.fileNameMismatch,
    );
    const after = await t
      .database!.db.selectFrom('uploaded_files')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('the aid form still takes a plain PDF and real pictures, and keeps each picture written again (nothing after its end)', async () => {
    const withPage = Buffer.concat([await realPng(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const created = await aid([
      [await plainPdf(), 'report.pdf'],
      [await realJpeg(), 'scan.jpg'],
      [withPage, 'id.png'],
    ]).expect(201);
    const files = await t
      .database!.db.selectFrom('uploaded_files')
      .select(['mime_type', 'size_bytes'])
      .where('owner_reference', '=', created.body.reference)
      .orderBy('id')
      .execute();
    expect(files.map((file) => file.mime_type)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(Number(files[2]!.size_bytes)).toBeLessThan(withPage.length);
  });

  it('the back office refuses the same PDFs and takes a plain one', async () => {
    for (const [name, pdf] of Object.entries(await crafted())) {
      const refused = await document(pdf);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.fields.file, name).toBe(enValidation.fileActiveContent);
    }
    expect((await document(handPdfWith('', '<< >>'), 'report.pdf', 'ar').expect(201)).body.data.fileName).toBe(
      'report.pdf',
    );
    const encrypted = handPdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [] /Count 0 >>',
        '<< /Filter /Standard /V 2 /R 3 /O (x) /U (y) /P -4 >>',
      ],
      '/Encrypt 3 0 R ',
    );
    expect((await document(encrypted).expect(400)).body.error.fields.file).toBe(enValidation.fileEncrypted);
    expect((await document(await plainPdf(), 'report.jpg').expect(400)).body.error.fields.file).toBe(
      enValidation.fileNameMismatch,
    );
    expect(
      (await document(Buffer.from('<html><script>alert(1)</script></html>')).expect(400)).body.error.fields.file,
    ).toBe(enAdmin.errors.notPdf);
  });

  it('the back office decodes pictures to the last pixel and refuses one whose name says another format', async () => {
    await picture(await realJpeg(1200, 700), 'photo.jpg').expect(201);
    expect((await picture(pngSignatureThenHtml(), 'photo.png').expect(400)).body.error.fields.file).toBe(
      enAdmin.errors.notAnImage,
    );
    const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#0f6b5c' } })
      .png()
      .toBuffer();
    expect((await picture(png.subarray(0, png.length - 30), 'photo.png').expect(400)).body.error.fields.file).toBe(
      enAdmin.errors.notAnImage,
    );
    expect((await picture(png, 'photo.jpg').expect(400)).body.error.fields.file).toBe(enValidation.fileNameMismatch);
  });
});
