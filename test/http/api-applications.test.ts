import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar/validation.json';
import en from '../../locales/en/validation.json';
import arApply from '../../locales/ar/apply.json';
import enApply from '../../locales/en/apply.json';
import { AID_REFERENCE_EXAMPLE } from '../../src/domain/applications/reference';
import { localizeDigits } from '../../src/lib/format';
import { isolate } from '../../src/lib/isolate';
import { openNationalId } from '../../server/security/national-id-seal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import {
  aidFields,
  contactBody,
  csrfAgent,
  docxFile,
  jobFields,
  jpegFile,
  multipart,
  pdfFile,
  pngFile,
  volunteerBody,
  zipFile,
} from '../helpers/application-fixtures';

const year = new Date().getUTCFullYear();

describe.each(TEST_DIALECTS)('applications API on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let agent: ReturnType<typeof request.agent>;
  let token: string;
  const db = () => t.database!.db;
  const uploads = () => {
    try {
      return readdirSync(path.join(dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-uploads-'));
    t = await createTestApp({
      database: dialect,
      env: { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000', STAFF_EMAIL: 'staff@example.org' },
    });
    agent = request.agent(t.app);
    token = await csrfAgent(agent);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('GET /jobs', () => {
    it('lists open openings only, both languages, cacheable', async () => {
      const response = await request(t.app).get('/api/v1/jobs').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const slugs = response.body.items.map((item: { slug: string }) => item.slug);
      expect(slugs).toContain('nurse-home-care');
      expect(slugs).not.toContain('accountant');
      const nurse = response.body.items.find((item: { slug: string }) => item.slug === 'nurse-home-care');
      expect(nurse.title.ar).toMatch(/ممرض/);
      expect(nurse.title.en).toMatch(/Nurse/);
      expect(nurse.requirements.en.length).toBeGreaterThan(1);
    });
  });

  describe('POST /applications/jobs', () => {
    const post = (lang = 'en') =>
      agent.post('/api/v1/applications/jobs').set('X-CSRF-Token', token).set('Accept-Language', lang);

    it('accepts a PDF CV: 201 with a reference, the row, the file record, the file on disk and a staff email queued', async () => {
      const opening = await db()
        .selectFrom('job_openings')
        .select('id')
        .where('slug', '=', 'nurse-home-care')
        .executeTakeFirstOrThrow();
      const before = uploads().length;
      const response = await multipart(
        post(),
        { ...jobFields, openingId: String(opening.id), mobile: '+966 51 234 5678', yearsOfExperience: '٤' },
        [['cv', pdfFile(), 'my cv.pdf']],
      ).expect(201);
      expect(response.body.reference).toMatch(/^JOB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      const row = await db()
        .selectFrom('job_applications')
        .selectAll()
        .where('reference', '=', response.body.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ opening_id: opening.id, mobile: '0512345678', years_experience: 4, locale: 'en' });
      // Stored sealed (decision 056); it opens to the ID as typed.
      expect(row.national_id).not.toContain('1000000008');
      expect(openNationalId('job_applications.national_id', row.national_id)).toBe('1000000008');
      const files = await db()
        .selectFrom('uploaded_files')
        .selectAll()
        .where('owner_reference', '=', response.body.reference)
        .execute();
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ field: 'cv', original_name: 'my cv.pdf', mime_type: 'application/pdf' });
      expect(files[0].stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(uploads()).toHaveLength(before + 1);
      expect(uploads()).toContain(files[0].stored_name);
      // Stored outside the web root: no URL serves it.
      for (const url of [
        `/uploads/${files[0].stored_name}`,
        `/data/uploads/${files[0].stored_name}`,
        `/api/v1/uploads/${files[0].stored_name}`,
      ]) {
        const served = await request(t.app).get(url);
        expect(served.status, url).toBe(404);
        expect(served.text).not.toContain('%PDF');
      }
      const mail = await db()
        .selectFrom('outbox_messages')
        .selectAll()
        .where('subject', 'like', `%${response.body.reference}%`)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ channel: 'email', recipient: 'staff@example.org', status: 'pending', attempts: 0 });
      expect(mail.body).not.toContain('1000000008');
    });

    it('accepts a DOCX CV and an open application', async () => {
      const response = await multipart(post(), { ...jobFields, openingId: '' }, [['cv', docxFile(), 'cv.docx']]).expect(
        201,
      );
      const row = await db()
        .selectFrom('job_applications')
        .select('opening_id')
        .where('reference', '=', response.body.reference)
        .executeTakeFirstOrThrow();
      expect(row.opening_id).toBeNull();
      const file = await db()
        .selectFrom('uploaded_files')
        .select('mime_type')
        .where('owner_reference', '=', response.body.reference)
        .executeTakeFirstOrThrow();
      expect(file.mime_type).toMatch(/wordprocessingml/);
    });

    it('refuses missing fields, each with a message in English', async () => {
      const response = await multipart(post('en'), { website: '' }).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.message).toBe(en.failed);
      const fields = response.body.error.fields;
      for (const name of ['fullName', 'nationalId', 'mobile', 'email', 'city', 'qualification', 'yearsOfExperience'])
        expect(fields[name]).toBe(en.required);
      expect(fields.consent).toBe(en.consentRequired);
      expect(fields.cv).toBe(en.fileRequired);
    });

    it('answers in Arabic: wrong ID checksum, wrong mobile, too long, experience over 60', async () => {
      const response = await multipart(
        post('ar'),
        {
          ...jobFields,
          nationalId: '1000000009',
          mobile: '0412345678',
          fullName: 'ا'.repeat(101),
          yearsOfExperience: '61',
        },
        [['cv', pdfFile(), 'cv.pdf']],
      ).expect(400);
      const fields = response.body.error.fields;
      expect(response.body.error.message).toBe(ar.failed);
      expect(fields.nationalId).toBe(ar.nationalIdChecksum);
      expect(fields.mobile).toBe(ar.mobile);
      expect(fields.fullName).toBe(localizeDigits(ar.tooLong.replace('{{max}}', '100'), 'ar'));
      expect(fields.yearsOfExperience).toBe(localizeDigits(ar.tooLarge.replace('{{max}}', '60'), 'ar'));
    });

    it('refuses a .pdf that is really a PNG, or text, and a zip named .docx', async () => {
      for (const [data, name] of [
        [pngFile(), 'cv.pdf'],
        [Buffer.from('just some text, not a PDF'), 'cv.pdf'],
        [zipFile({ 'notes.txt': 'hello' }), 'cv.docx'],
        [jpegFile(), 'cv.docx'],
      ] as const) {
        const response = await multipart(post(), jobFields, [['cv', data, name]]).expect(400);
        expect(response.body.error.fields).toEqual({ cv: en.fileTypeCv });
      }
    });

    it('refuses a CV over 5 MB and stores nothing', async () => {
      const before = uploads().length;
      const count = await db()
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const response = await multipart(post('ar'), jobFields, [['cv', pdfFile(5 * 1024 * 1024 + 1), 'big.pdf']]).expect(
        400,
      );
      expect(response.body.error.fields.cv).toBe(localizeDigits(ar.fileTooLarge.replace('{{max}}', '5'), 'ar'));
      expect(uploads()).toHaveLength(before);
      const after = await db()
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(count.n));
    });

    it('accepts exactly 5 MB', async () => {
      await multipart(post(), jobFields, [['cv', pdfFile(5 * 1024 * 1024), 'exact.pdf']]).expect(201);
    });

    it('refuses two CVs, a closed opening and an unknown one', async () => {
      const two = await multipart(post(), jobFields, [
        ['cv', pdfFile(), 'a.pdf'],
        ['cv', pdfFile(), 'b.pdf'],
      ]).expect(400);
      expect(two.body.error.fields.cv).toBe('You can attach at most 1 file');
      const twoAr = await multipart(post('ar'), jobFields, [
        ['cv', pdfFile(), 'a.pdf'],
        ['cv', pdfFile(), 'b.pdf'],
      ]).expect(400);
      expect(twoAr.body.error.fields.cv).toBe('يمكنك إرفاق ملف واحد على الأكثر');
      const closed = await db()
        .selectFrom('job_openings')
        .select('id')
        .where('slug', '=', 'accountant')
        .executeTakeFirstOrThrow();
      for (const openingId of [String(closed.id), '99999']) {
        const response = await multipart(post(), { ...jobFields, openingId }, [['cv', pdfFile(), 'cv.pdf']]).expect(
          400,
        );
        expect(response.body.error.fields.openingId).toBe(en.openingClosed);
      }
    });

    it('ignores a file sent under a field the form does not have, as it ignores an unknown text field', async () => {
      const before = uploads().length;
      // First, so that a count of all files would have called the CV one too many.
      const response = await multipart(post(), jobFields, [
        ['photo', pdfFile(), 'extra.pdf'],
        ['cv', pdfFile(), 'cv.pdf'],
      ]).expect(201);
      const stored = await db()
        .selectFrom('uploaded_files')
        .select(['field', 'original_name'])
        .where('owner_reference', '=', response.body.reference)
        .execute();
      expect(stored).toEqual([{ field: 'cv', original_name: 'cv.pdf' }]);
      expect(uploads()).toHaveLength(before + 1);
    });

    it('refuses JSON (415) and a broken multipart body (400), never a 500', async () => {
      const json = await post('ar').send(jobFields).expect(415);
      expect(json.body.error.message).toBe(arApply.api.notMultipart);
      const broken = await post()
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nhalf')
        .expect(400);
      expect(broken.body.error.message).toBe(enApply.api.uploadFailed);
    });
  });

  describe('POST /applications/volunteer', () => {
    const post = (lang = 'en') =>
      agent.post('/api/v1/applications/volunteer').set('X-CSRF-Token', token).set('Accept-Language', lang);

    it('creates an application: 201, row, staff email', async () => {
      const response = await post().send(volunteerBody).expect(201);
      expect(response.body.reference).toMatch(/^VOL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      const row = await db()
        .selectFrom('volunteer_applications')
        .selectAll()
        .where('reference', '=', response.body.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ interests: 'medical,events', availability: 'weekends', mobile: '0551234567' });
      const mail = await db()
        .selectFrom('outbox_messages')
        .select('body')
        .where('subject', 'like', `%${response.body.reference}%`)
        .executeTakeFirstOrThrow();
      expect(mail.body).toContain('الدعم الطبي والتمريضي');
    });

    it('refuses bad input field by field, in both languages', async () => {
      for (const [lang, messages] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await post(lang)
          .send({
            ...volunteerBody,
            interests: [],
            availability: 'never',
            email: 'x@',
            skills: 's'.repeat(1001),
            consent: false,
            mobile: '123',
          })
          .expect(400);
        expect(response.body.error.fields).toEqual({
          interests: messages.chooseAtLeastOne,
          availability: messages.invalid,
          email: messages.email,
          skills: localizeDigits(messages.tooLong.replace('{{max}}', '1000'), lang),
          consent: messages.consentRequired,
          mobile: messages.mobile,
        });
      }
    });

    it('refuses a body over 100 KB with 413 in the visitor language', async () => {
      const response = await post('ar')
        .send({ ...volunteerBody, skills: 'x'.repeat(120 * 1024) })
        .expect(413);
      expect(response.body.error.code).toBe('too_large');
    });
  });

  describe('POST /aid-requests and the status lookup', () => {
    const post = (lang = 'en') =>
      agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token).set('Accept-Language', lang);

    it('accepts up to three attachments (PDF, JPEG, PNG) and finds the status by reference + mobile', async () => {
      const response = await multipart(post('ar'), aidFields, [
        ['attachments', pdfFile(), 'report.pdf'],
        ['attachments', jpegFile(), 'scan.jpg'],
        ['attachments', pngFile(), 'id.png'],
      ]).expect(201);
      const reference: string = response.body.reference;
      expect(reference).toMatch(/^AID-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      const files = await db()
        .selectFrom('uploaded_files')
        .select('mime_type')
        .where('owner_reference', '=', reference)
        .orderBy('id')
        .execute();
      expect(files.map((file) => file.mime_type)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
      const mail = await db()
        .selectFrom('outbox_messages')
        .select('body')
        .where('channel', '=', 'email')
        .where('subject', 'like', `%${reference}%`)
        .executeTakeFirstOrThrow();
      expect(mail.body).not.toContain('dialysis sessions');
      expect(mail.body).not.toContain('Sample Patient');

      const status = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: reference.toLowerCase(), mobile: '+966551234567' })
        .expect(200);
      expect(status.body).toEqual({ reference, status: 'received', updatedAt: expect.any(String) });
    });

    it('accepts no attachment', async () => {
      await multipart(post(), aidFields).expect(201);
    });

    it('texts the applicant the reference in their language; one number gets at most two such texts a day', async () => {
      // Numbers no other test here uses, written as visitors write them.
      const texts = (recipient: string) =>
        db()
          .selectFrom('outbox_messages')
          .select(['subject', 'body'])
          .where('channel', '=', 'sms')
          .where('recipient', '=', recipient)
          .orderBy('id')
          .execute();
      const expected = (
        texts: { notify: { aidReceived: { subject: string; sms: string } } },
        reference: string,
        locale: string,
      ) => ({
        subject: texts.notify.aidReceived.subject.replace('{{reference}}', reference),
        body: texts.notify.aidReceived.sms
          .replace('{{reference}}', reference)
          .replace('{{url}}', `https://example.org/${locale}/electronic_services`),
      });
      const firstAnswer = (await multipart(post('ar'), { ...aidFields, mobile: '+966 55 765 4321' }).expect(201)).body;
      const secondAnswer = (await multipart(post('en'), { ...aidFields, mobile: '٠٥٥٧٦٥٤٣٢١' }).expect(201)).body;
      // The answer says so, for the page to tell the applicant to look for the text.
      expect([firstAnswer.texted, secondAnswer.texted]).toEqual([true, true]);
      const [first, second] = [firstAnswer.reference as string, secondAnswer.reference as string];
      expect(await texts('0557654321')).toEqual([expected(arApply, first, 'ar'), expected(enApply, second, 'en')]);

      // A third request for that number in the same day is stored and can be looked up, but no third text goes out.
      const thirdAnswer = (await multipart(post('ar'), { ...aidFields, mobile: '0557654321' }).expect(201)).body;
      expect(thirdAnswer.texted).toBe(false);
      const third = thirdAnswer.reference as string;
      await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: third, mobile: '0557654321' })
        .expect(200);
      expect(await texts('0557654321')).toHaveLength(2);
      expect(
        await db()
          .selectFrom('outbox_messages')
          .select('id')
          .where('channel', '=', 'email')
          .where('subject', 'like', `%${third}%`)
          .execute(),
      ).toHaveLength(1);

      // Another number is counted on its own; the texts name no health detail.
      const other = (await multipart(post('ar'), { ...aidFields, mobile: '0557654322' }).expect(201)).body
        .reference as string;
      const [text] = await texts('0557654322');
      expect(text).toEqual(expected(arApply, other, 'ar'));
      expect(text.body).not.toContain('dialysis');
    });

    it('sends no more than two texts to a number when its requests arrive together; every request is stored', async () => {
      const burst = await Promise.all(
        Array.from({ length: 6 }, () => multipart(post('ar'), { ...aidFields, mobile: '0557654323' })),
      );
      expect(burst.map((response) => response.status)).toEqual(Array(6).fill(201));
      expect(burst.filter((response) => response.body.texted === true)).toHaveLength(2);
      expect(
        await db().selectFrom('aid_requests').select('reference').where('mobile', '=', '0557654323').execute(),
      ).toHaveLength(6);
      expect(
        await db()
          .selectFrom('outbox_messages')
          .select('id')
          .where('channel', '=', 'sms')
          .where('recipient', '=', '0557654323')
          .execute(),
      ).toHaveLength(2);
    });

    it('never says whether a reference exists: wrong mobile and unknown reference answer the same 404', async () => {
      const created = await multipart(post(), aidFields).expect(201);
      const wrongMobile = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: created.body.reference, mobile: '0500000000' })
        .set('Accept-Language', 'ar')
        .expect(404);
      const unknown = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: `AID-${year}-999999`, mobile: '0551234567' })
        .set('Accept-Language', 'ar')
        .expect(404);
      expect(wrongMobile.body).toEqual(unknown.body);
      expect(unknown.body.error.message).toBe(arApply.api.statusNotFound);
      const bad = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: 'nonsense' })
        .set('Accept-Language', 'en')
        .expect(400);
      expect(bad.body.error.fields).toEqual({
        reference: en.reference.replace('{{example}}', isolate(AID_REFERENCE_EXAMPLE)),
        mobile: en.required,
      });
      // The refusal names an example the form itself accepts: it is looked up (and not found), not refused.
      const wrongCheck = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: 'AID-7KQ2-9MXH-C', mobile: '0551234567' })
        .set('Accept-Language', 'ar')
        .expect(400);
      expect(wrongCheck.body.error.fields.reference).toBe(
        ar.reference.replace('{{example}}', isolate(AID_REFERENCE_EXAMPLE)),
      );
      await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference: AID_REFERENCE_EXAMPLE, mobile: '0551234567' })
        .expect(404);
    });

    it('refuses a fourth attachment, a disguised file, an oversized one, and bad fields', async () => {
      const four = await multipart(post(), aidFields, [
        ['attachments', pdfFile(), '1.pdf'],
        ['attachments', pdfFile(), '2.pdf'],
        ['attachments', pdfFile(), '3.pdf'],
        ['attachments', pdfFile(), '4.pdf'],
      ]).expect(400);
      expect(four.body.error.fields.attachments).toBe('You can attach at most 3 files');
      const fourAr = await multipart(
        post('ar'),
        aidFields,
        [1, 2, 3, 4].map((n) => ['attachments', pdfFile(), `${n}.pdf`] as [string, Buffer, string]),
      ).expect(400);
      expect(fourAr.body.error.fields.attachments).toBe('يمكنك إرفاق ٣ ملفات على الأكثر');
      const threeAndAStranger = await multipart(post(), aidFields, [
        ['cv', pdfFile(), 'x.pdf'],
        ...[1, 2, 3].map((n) => ['attachments', pdfFile(), `${n}.pdf`] as [string, Buffer, string]),
      ]).expect(201);
      expect(threeAndAStranger.body.reference).toBeTruthy();
      const disguised = await multipart(post(), aidFields, [
        ['attachments', Buffer.from('MZ executable'), 'scan.png'],
      ]).expect(400);
      expect(disguised.body.error.fields.attachments).toBe(en.fileTypeAttachment);
      const docx = await multipart(post(), aidFields, [['attachments', docxFile(), 'report.pdf']]).expect(400);
      expect(docx.body.error.fields.attachments).toBe(en.fileTypeAttachment);
      const big = await multipart(post(), aidFields, [
        ['attachments', pngFile(), 'ok.png'],
        ['attachments', pdfFile(5 * 1024 * 1024 + 10), 'big.pdf'],
      ]).expect(400);
      expect(big.body.error.fields.attachments).toBe(en.fileTooLarge.replace('{{max}}', '5'));
      const fields = await multipart(post(), {
        ...aidFields,
        applicantNationalId: '12345',
        patientAge: '130',
        needDescription: 'short',
      }).expect(400);
      expect(fields.body.error.fields).toEqual({
        applicantNationalId: en.nationalIdFormat,
        patientAge: en.tooLarge.replace('{{max}}', '120'),
        needDescription: en.tooShort.replace('{{min}}', '10'),
      });
    });
  });

  describe('POST /contact', () => {
    const post = (lang = 'en') => agent.post('/api/v1/contact').set('X-CSRF-Token', token).set('Accept-Language', lang);

    it('creates a message with an email only, or a mobile only', async () => {
      const byEmail = await post().send(contactBody).expect(201);
      expect(byEmail.body.reference).toMatch(/^MSG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      const byMobile = await post()
        .send({ ...contactBody, email: '', mobile: '٠٥٠١٢٣٤٥٦٧' })
        .expect(201);
      const row = await db()
        .selectFrom('contact_messages')
        .selectAll()
        .where('reference', '=', byMobile.body.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mobile: '0501234567', email: null, subject: 'Visiting hours' });
      expect(row.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses a message without consent to the privacy notice, in the visitor language', async () => {
      const { consent: _consent, ...withoutConsent } = contactBody;
      const ar400 = await post('ar').send(withoutConsent).expect(400);
      expect(ar400.body.error.fields).toEqual({ consent: ar.consentRequired });
      const en400 = await post('en')
        .send({ ...contactBody, consent: false })
        .expect(400);
      expect(en400.body.error.fields).toEqual({ consent: en.consentRequired });
    });

    it('needs a mobile or an email and limits the message to 2000 characters', async () => {
      const none = await post('ar')
        .send({ ...contactBody, email: '' })
        .expect(400);
      expect(none.body.error.fields).toEqual({ mobile: ar.mobileOrEmail, email: ar.mobileOrEmail });
      const long = await post('en')
        .send({ ...contactBody, message: 'm'.repeat(2001) })
        .expect(400);
      expect(long.body.error.fields).toEqual({ message: en.tooLong.replace('{{max}}', '2000') });
      const missing = await post('en').send({}).expect(400);
      expect(Object.keys(missing.body.error.fields).sort()).toEqual([
        'consent',
        'email',
        'message',
        'mobile',
        'name',
        'subject',
      ]);
      await post('en').send('"just a string"').set('Content-Type', 'application/json').expect(400);
      await post('en').send('null').set('Content-Type', 'application/json').expect(400);
    });
  });
});
