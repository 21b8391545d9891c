import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_TABS,
  INFO_PAGE_SLUGS,
  PEOPLE_GROUPS,
  type AssociationProfile,
  type DocumentPage,
  type FaqPage,
  type InfoPage,
  type PeopleResponse,
  type Study,
  type StudyPage,
} from '../../src/domain/content-core';
import { isValidIban } from '../../server/services/content-core/iban';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';

const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);
const hasLatin = (text: string) => /[A-Za-z]/.test(text);

function expectPair(value: { ar: string; en: string }) {
  expect(hasArabic(value.ar)).toBe(true);
  expect(hasLatin(value.en)).toBe(true);
  expect(hasArabic(value.en)).toBe(false);
}

describe('sample IBANs', () => {
  it('isValidIban accepts a published valid Saudi IBAN and rejects a changed digit', () => {
    expect(isValidIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidIban('SA03 8000 0000 6080 1016 7518')).toBe(false);
    expect(isValidIban('SA0380000000608010167519X')).toBe(false);
  });
});

for (const dialect of TEST_DIALECTS) {
  describe(`content-core API on ${dialect}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: dialect });
    }, 60_000);
    afterAll(() => t.close());

    const get = (path: string, lang: 'ar' | 'en' = 'ar') =>
      request(t.app).get(`/api/v1${path}`).set('Accept-Language', lang);
    /** A public read: 200, cacheable for a minute; its body. */
    async function publicRead<T>(path: string): Promise<T> {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      return res.body as T;
    }

    describe('GET /profile', () => {
      it('answers the association card with contact, social links, valid IBANs and branches', async () => {
        const res = await get('/profile');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        expect(res.headers.etag).toBeTruthy();
        const profile = res.body as AssociationProfile;
        expectPair(profile.name);
        expect(profile.logo).toBe('/logo.svg');
        expect(profile.licence.number).toMatch(/\d/);
        expect(profile.contact.email).toContain('@');
        expectPair(profile.contact.address);
        expectPair(profile.contact.workingHours);
        expect(profile.social.length).toBeGreaterThanOrEqual(3);
        expect(profile.bankAccounts.length).toBeGreaterThanOrEqual(3);
        for (const account of profile.bankAccounts) {
          expect(account.iban).toMatch(/^SA\d{22}$/);
          expect(isValidIban(account.iban)).toBe(true);
          expectPair(account.bank);
        }
        expect(profile.branches.length).toBeGreaterThanOrEqual(2);
        for (const branch of profile.branches) {
          expect(branch.lat).toBeGreaterThan(16);
          expect(branch.lat).toBeLessThan(33);
          expect(branch.lng).toBeGreaterThan(34);
          expect(branch.lng).toBeLessThan(56);
        }
      });

      it('answers 304 to a matching If-None-Match', async () => {
        const first = await get('/profile');
        const again = await get('/profile').set('If-None-Match', String(first.headers.etag));
        expect(again.status).toBe(304);
      });
    });

    describe('GET /pages/:slug', () => {
      for (const slug of INFO_PAGE_SLUGS) {
        it(`${slug}: title, summary and a body in both languages`, async () => {
          const page = await publicRead<InfoPage>(`/pages/${slug}`);
          expect(page.slug).toBe(slug);
          expectPair(page.title);
          expectPair(page.summary);
          const paragraphs = (blocks: InfoPage['body']['ar']) =>
            blocks.filter((block) => block.type === 'paragraph').length;
          expect(paragraphs(page.body.ar)).toBeGreaterThanOrEqual(2);
          expect(paragraphs(page.body.en)).toBe(paragraphs(page.body.ar));
          expect(page.body.en.length).toBe(page.body.ar.length);
        });
      }

      it('an unknown slug is a 404 in the visitor’s language', async () => {
        const ar = await get('/pages/nope', 'ar');
        expect(ar.status).toBe(404);
        expect(ar.body.error.code).toBe('not_found');
        expect(hasArabic(ar.body.error.message)).toBe(true);
        const en = await get('/pages/nope', 'en');
        expect(en.status).toBe(404);
        expect(en.body.error.message).toBe('We could not find what you asked for');
      });

      it('slugs are case-sensitive like the routes (/pages/Operational_Plan, not /pages/operational_plan)', async () => {
        expect((await get('/pages/Operational_Plan')).status).toBe(200);
        expect((await get('/pages/operational_plan')).status).toBe(404);
      });
    });

    describe('GET /documents', () => {
      for (const tab of DOCUMENT_TABS) {
        it(`tab=${tab}: several documents with a download URL`, async () => {
          const page = await publicRead<DocumentPage>(`/documents?tab=${tab}`);
          expect(page.items.length).toBeGreaterThanOrEqual(4);
          expect(page.total).toBe(page.items.length);
          expect(page).toMatchObject({ page: 1, size: 12, pages: 1 });
          for (const document of page.items) {
            expect(document.tab).toBe(tab);
            expectPair(document.title);
            expect(document.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(document.sizeBytes).toBeGreaterThan(500);
            expect(document.downloadUrl).toBe(`/documents/${document.id}/file`);
          }
          const dates = page.items.map((document) => document.publishedOn);
          expect([...dates].sort().reverse()).toEqual(dates);
        });
      }

      it('pages through a tab', async () => {
        const first = (await get('/documents?tab=policies&size=2&page=1')).body as DocumentPage;
        const second = (await get('/documents?tab=policies&size=2&page=2')).body as DocumentPage;
        expect(first.items).toHaveLength(2);
        expect(first.pages).toBe(Math.ceil(first.total / 2));
        expect(second.items[0].id).not.toBe(first.items[0].id);
        const beyond = (await get('/documents?tab=policies&size=2&page=99')).body as DocumentPage;
        expect(beyond.items).toEqual([]);
      });

      const bad: Array<[string, string]> = [
        ['tab=unknown', 'tab'],
        ['', 'tab'],
        ['tab=governance&page=0', 'page'],
        ['tab=governance&page=abc', 'page'],
        ['tab=governance&page=1.5', 'page'],
        ['tab=governance&size=999', 'size'],
        ['tab=governance&size=0', 'size'],
      ];
      for (const [query, field] of bad) {
        it(`?${query} → 400 naming ${field}, in Arabic and English`, async () => {
          const ar = await get(`/documents?${query}`, 'ar');
          expect(ar.status).toBe(400);
          expect(ar.body.error.code).toBe('validation_failed');
          expect(hasArabic(ar.body.error.fields[field])).toBe(true);
          const en = await get(`/documents?${query}`, 'en');
          expect(en.status).toBe(400);
          expect(hasLatin(en.body.error.fields[field])).toBe(true);
          expect(hasArabic(en.body.error.fields[field])).toBe(false);
        });
      }

      it('the English messages say what is wrong', async () => {
        expect((await get('/documents?tab=x', 'en')).body.error.fields.tab).toBe(
          'Choose one of the document tabs: governance, policies, regulations, reports, financial',
        );
        expect((await get('/documents?tab=reports&size=999', 'en')).body.error.fields.size).toBe(
          'The page size must be a whole number from 1 to 50',
        );
      });
    });

    describe('GET /documents/:id/file', () => {
      it('streams a real PDF as an attachment', async () => {
        const list = (await get('/documents?tab=financial')).body as DocumentPage;
        const document = list.items[0];
        const res = await request(t.app)
          .get(`/api/v1${document.downloadUrl}`)
          .buffer(true)
          .parse((response, callback) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => callback(null, Buffer.concat(chunks)));
          });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${document.fileName}"`);
        const body = res.body as Buffer;
        expect(body.length).toBe(document.sizeBytes);
        expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
        expect(body.toString('latin1')).toContain(document.title.en.split(' ')[0]);
      });

      it("an unknown or non-numeric id is 404 in the visitor's language", async () => {
        expect((await get('/documents/9999/file')).status).toBe(404);
        const bad = await get('/documents/abc/file', 'en');
        expect(bad.status).toBe(404);
        expect(bad.body.error.code).toBe('not_found');
        expect(bad.body.error.message).toMatch(/could not find/i);
      });
    });

    describe('GET /people', () => {
      for (const group of PEOPLE_GROUPS) {
        it(`group=${group}: roles with their remit, no names`, async () => {
          const body = await publicRead<PeopleResponse>(`/people?group=${group}`);
          expect(body.group).toBe(group);
          expect(body.items.length).toBeGreaterThanOrEqual(3);
          for (const member of body.items) {
            expectPair(member.title);
            expectPair(member.remit);
          }
        });
      }

      it('committees list the roles that sit on them', async () => {
        const body = (await get('/people?group=permanent_committees')).body as PeopleResponse;
        for (const committee of body.items) {
          expect(committee.members.length).toBeGreaterThanOrEqual(2);
          committee.members.forEach(expectPair);
        }
        const board = (await get('/people?group=board')).body as PeopleResponse;
        expect(board.items.map((member) => member.title.en)).toContain('Chair of the Board');
      });

      it('an unknown or missing group → 400 in the visitor’s language', async () => {
        const en = await get('/people?group=staff', 'en');
        expect(en.status).toBe(400);
        expect(en.body.error.fields.group).toMatch(/^Choose one of the groups: board/);
        const ar = await get('/people', 'ar');
        expect(ar.status).toBe(400);
        expect(hasArabic(ar.body.error.fields.group)).toBe(true);
      });
    });

    describe('GET /faqs', () => {
      it('at least 10 bilingual questions, all on one page by default', async () => {
        const page = await publicRead<FaqPage>('/faqs');
        expect(page.items.length).toBeGreaterThanOrEqual(10);
        expect(page.total).toBe(page.items.length);
        for (const faq of page.items) {
          expectPair(faq.question);
          expectPair(faq.answer);
        }
      });

      it('paginates and rejects bad values', async () => {
        const second = (await get('/faqs?size=5&page=2')).body as FaqPage;
        expect(second.items).toHaveLength(5);
        expect(second.items[0].id).toBe(6);
        for (const query of ['page=0', 'page=abc', 'size=999']) {
          const res = await get(`/faqs?${query}`, 'en');
          expect(res.status).toBe(400);
          expect(res.body.error.message).toBe('Some fields need correcting');
        }
      });
    });

    describe('GET /studies', () => {
      it('lists at least 4 studies, newest first', async () => {
        const page = await publicRead<StudyPage>('/studies');
        expect(page.items.length).toBeGreaterThanOrEqual(4);
        const dates = page.items.map((study) => study.publishedOn);
        expect([...dates].sort().reverse()).toEqual(dates);
        for (const study of page.items) {
          expectPair(study.title);
          expectPair(study.summary);
          expect(study).not.toHaveProperty('body');
        }
      });

      it('bad page values → 400 localized', async () => {
        for (const query of ['page=0', 'page=abc', 'size=999']) {
          const ar = await get(`/studies?${query}`, 'ar');
          expect(ar.status).toBe(400);
          expect(hasArabic(ar.body.error.message)).toBe(true);
        }
        expect((await get('/studies?page=abc', 'en')).body.error.fields.page).toBe(
          'The page must be a whole number from 1 up',
        );
      });

      it('GET /studies/:id gives the full study; unknown or not a number → 404', async () => {
        const list = (await get('/studies')).body as StudyPage;
        const study = await publicRead<Study>(`/studies/${list.items[0].id}`);
        expectPair(study.title);
        expect(study.body.ar.length).toBeGreaterThanOrEqual(3);
        expect(study.body.en.length).toBe(study.body.ar.length);
        expect((await get('/studies/999')).status).toBe(404);
        expect((await get('/studies/0')).status).toBe(404);
        expect((await get('/studies/x1')).status).toBe(404);
      });
    });

    it('the sitemap lists every study in both languages', async () => {
      const res = await request(t.app).get('/sitemap.xml');
      expect(res.status).toBe(200);
      const studies = (await get('/studies')).body as StudyPage;
      for (const study of studies.items) {
        expect(res.text).toContain(`/ar/pages/studies/${study.id}</loc>`);
        expect(res.text).toContain(`/en/pages/studies/${study.id}</loc>`);
      }
    });
  });
}
