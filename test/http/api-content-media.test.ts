import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlbumDetail,
  AlbumSummary,
  HomeData,
  ItemList,
  MessageDetail,
  MessageSummary,
  NewsDetail,
  NewsSummary,
  PathDetail,
  PathSummary,
  ProgramDetail,
  ProgramSummary,
  VideoItem,
} from '../../src/domain/content-media';
import type { Page } from '../../src/domain/pagination';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';

const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

function expectPair(value: { ar: string; en: string }) {
  expect(hasArabic(value.ar)).toBe(true);
  expect(/[A-Za-z]/.test(value.en)).toBe(true);
  expect(hasArabic(value.en)).toBe(false);
}

/** Every image the content names is a local file under public/ (nothing hot-linked). */
function expectLocalImage(src: string) {
  expect(src).toMatch(/^\/media\/[\w-]+\.svg$/);
  expect(existsSync(path.join('public', src))).toBe(true);
}

const sortedDesc = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1] >= date);

for (const dialect of TEST_DIALECTS) {
  describe(`content-media API on ${dialect}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: dialect });
    }, 60_000);
    afterAll(() => t.close());

    const get = (p: string, lang: 'ar' | 'en' = 'ar') => request(t.app).get(`/api/v1${p}`).set('Accept-Language', lang);

    function expectCacheable(res: request.Response) {
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/json');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toBeTruthy();
    }

    describe('GET /news', () => {
      it('pages through at least 12 items, newest first, without overlap', async () => {
        const first = await get('/news?size=5');
        expectCacheable(first);
        const page1 = first.body as Page<NewsSummary>;
        expect(page1).toMatchObject({ page: 1, size: 5 });
        expect(page1.total).toBeGreaterThanOrEqual(12);
        expect(page1.pages).toBe(Math.ceil(page1.total / 5));
        expect(page1.items).toHaveLength(5);
        const page2 = (await get('/news?size=5&page=2')).body as Page<NewsSummary>;
        const all = [...page1.items, ...page2.items];
        expect(new Set(all.map((n) => n.id)).size).toBe(10);
        expect(sortedDesc(all.map((n) => n.publishedAt))).toBe(true);
        for (const item of all) {
          expectPair(item.title);
          expectPair(item.summary);
          expectLocalImage(item.image);
          expect(Number.isNaN(Date.parse(item.publishedAt))).toBe(false);
        }
      });

      it('defaults to page 1 of 12 and answers an empty page past the end', async () => {
        const res = await get('/news');
        expect(res.body).toMatchObject({ page: 1, size: 12 });
        const beyond = (await get('/news?page=99')).body as Page<NewsSummary>;
        expect(beyond.items).toEqual([]);
        expect(beyond.page).toBe(99);
      });

      it('answers 304 to a matching If-None-Match', async () => {
        const first = await get('/news');
        const again = await get('/news').set('If-None-Match', first.headers.etag);
        expect(again.status).toBe(304);
      });

      for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'size=0', 'size=51', 'size=x', 'page=1&page=2']) {
        it(`rejects ?${bad} with a localized 400`, async () => {
          const ar = await get(`/news?${bad}`, 'ar');
          expect(ar.status).toBe(400);
          expect(ar.body.error.code).toBe('validation_failed');
          const field = bad.startsWith('page') ? 'page' : 'size';
          expect(hasArabic(ar.body.error.fields[field])).toBe(true);
          const en = await get(`/news?${bad}`, 'en');
          expect(en.status).toBe(400);
          expect(en.body.error.fields[field]).toMatch(/page/i);
        });
      }
    });

    describe('GET /news/:id', () => {
      it('answers the item with paragraphs and captioned images', async () => {
        const res = await get('/news/1');
        expectCacheable(res);
        const item = res.body as NewsDetail;
        expect(item.id).toBe(1);
        expectPair(item.title);
        expect(item.body.ar.length).toBeGreaterThanOrEqual(2);
        expect(item.body.en.length).toBe(item.body.ar.length);
        expect(item.images.length).toBeGreaterThanOrEqual(1);
        for (const image of item.images) {
          expectLocalImage(image.src);
          expectPair(image.caption);
        }
      });

      for (const id of ['999', '0', 'abc', '1.5', '-1', '99999999999999']) {
        it(`answers 404 JSON for /news/${id}`, async () => {
          const res = await get(`/news/${id}`, 'en');
          expect(res.status).toBe(404);
          expect(res.type).toBe('application/json');
          expect(res.body.error.code).toBe('not_found');
          expect(res.body.error.message).toMatch(/could not find/i);
          expect(hasArabic((await get(`/news/${id}`, 'ar')).body.error.message)).toBe(true);
        });
      }
    });

    describe('albums', () => {
      it('lists at least 4 albums with covers and image counts', async () => {
        const res = await get('/albums');
        expectCacheable(res);
        const list = res.body as Page<AlbumSummary>;
        expect(list.total).toBeGreaterThanOrEqual(4);
        for (const album of list.items) {
          expectPair(album.title);
          expectLocalImage(album.cover);
          expect(album.imageCount).toBeGreaterThanOrEqual(4);
        }
      });

      it('answers an album with its images in order, and 404 for an unknown one', async () => {
        const res = await get('/albums/2');
        expectCacheable(res);
        const album = res.body as AlbumDetail;
        expect(album.images).toHaveLength(album.imageCount);
        album.images.forEach((image) => {
          expectLocalImage(image.src);
          expectPair(image.caption);
        });
        expect((await get('/albums/77')).status).toBe(404);
        expect((await get('/albums?size=100')).status).toBe(400);
      });
    });

    describe('GET /videos', () => {
      it('lists at least 6 videos with provider thumbnails (YouTube) or local ones (Vimeo)', async () => {
        const res = await get('/videos');
        expectCacheable(res);
        const list = res.body as Page<VideoItem>;
        expect(list.total).toBeGreaterThanOrEqual(6);
        expect(list.items).toHaveLength(list.total);
        const providers = new Set(list.items.map((v) => v.provider));
        expect(providers).toEqual(new Set(['youtube', 'vimeo']));
        for (const video of list.items) {
          expectPair(video.title);
          expectLocalImage(video.poster);
          if (video.provider === 'youtube') {
            const id = /(?:v=|youtu\.be\/)([\w-]{11})/.exec(video.url)?.[1];
            expect(video.thumbnail).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
          } else {
            expect(video.url).toMatch(/^https:\/\/vimeo\.com\/\d+$/);
            expect(video.thumbnail).toBe(video.poster);
          }
        }
        expect((await get('/videos?page=zero')).status).toBe(400);
      });
    });

    describe('awareness messages', () => {
      it('lists at least 6 messages and answers one with its body', async () => {
        const res = await get('/messages');
        expectCacheable(res);
        const list = res.body as Page<MessageSummary>;
        expect(list.total).toBeGreaterThanOrEqual(6);
        list.items.forEach((m) => {
          expectPair(m.title);
          expectPair(m.topic);
          expectLocalImage(m.image);
        });
        const one = await get(`/messages/${list.items[0].id}`);
        expectCacheable(one);
        const message = one.body as MessageDetail;
        expect(message.body.ar.length).toBeGreaterThanOrEqual(2);
        expect((await get('/messages/4242')).status).toBe(404);
        expect((await get('/messages?size=-3')).status).toBe(400);
      });
    });

    describe('programs', () => {
      it('lists at least 8 programs with target, collected (integer halalas) and progress', async () => {
        const res = await get('/programs?size=50');
        expectCacheable(res);
        const list = res.body as Page<ProgramSummary>;
        expect(list.total).toBeGreaterThanOrEqual(8);
        for (const program of list.items) {
          expectPair(program.title);
          expectPair(program.path.title);
          expectLocalImage(program.image);
          expect(Number.isInteger(program.target)).toBe(true);
          expect(Number.isInteger(program.collected)).toBe(true);
          expect(program.target).toBeGreaterThan(0);
          expect(program.progress).toBe(Math.min(100, Math.floor((program.collected * 100) / program.target)));
        }
      });

      it('filters by donation path', async () => {
        const res = await get('/programs?path=1');
        const list = res.body as Page<ProgramSummary>;
        expect(list.total).toBeGreaterThanOrEqual(1);
        expect(list.items.every((p) => p.path.id === 1)).toBe(true);
        expect(((await get('/programs?path=999')).body as Page<ProgramSummary>).total).toBe(0);
      });

      for (const bad of ['path=abc', 'path=0', 'path=1.5', 'page=0', 'size=500']) {
        it(`rejects ?${bad} with a 400`, async () => {
          const res = await get(`/programs?${bad}`, 'en');
          expect(res.status).toBe(400);
          expect(Object.keys(res.body.error.fields)).toEqual([bad.split('=')[0]]);
        });
      }

      it('answers a program with its body, and 404 for unknown ids', async () => {
        const res = await get('/programs/1');
        expectCacheable(res);
        const program = res.body as ProgramDetail;
        expect(program.id).toBe(1);
        expect(program.body.en.length).toBeGreaterThanOrEqual(2);
        expect((await get('/programs/900')).status).toBe(404);
        expect((await get('/programs/ProgramList')).status).toBe(404);
      });
    });

    describe('donation paths', () => {
      it('lists at least 5 paths whose totals add up their projects', async () => {
        const res = await get('/paths');
        expectCacheable(res);
        const { items } = res.body as ItemList<PathSummary>;
        expect(items.length).toBeGreaterThanOrEqual(5);
        expect(items.map((p) => p.slug)).toEqual(
          expect.arrayContaining(['dialysis', 'medicines', 'devices', 'transport', 'awareness']),
        );
        const programs = ((await get('/programs?size=50')).body as Page<ProgramSummary>).items;
        for (const item of items) {
          expectPair(item.title);
          expectLocalImage(item.image);
          const own = programs.filter((p) => p.path.id === item.id);
          expect(item.projectCount).toBe(own.length);
          expect(item.target).toBe(own.reduce((sum, p) => sum + p.target, 0));
          expect(item.collected).toBe(own.reduce((sum, p) => sum + p.collected, 0));
        }
      });

      it('answers a path with its projects, and 404 for unknown ids', async () => {
        const res = await get('/paths/1');
        expectCacheable(res);
        const detail = res.body as PathDetail;
        expect(detail.slug).toBe('dialysis');
        expect(detail.projects.length).toBe(detail.projectCount);
        expect(detail.projects.every((p) => p.path.id === 1)).toBe(true);
        expect((await get('/paths/12')).status).toBe(404);
        expect((await get('/paths/dialysis')).status).toBe(404);
      });
    });

    describe('GET /home', () => {
      it('answers statistics, partners, slides, latest news and featured programs in one call', async () => {
        const res = await get('/home');
        expectCacheable(res);
        const home = res.body as HomeData;
        expect(home.stats.length).toBeGreaterThanOrEqual(4);
        home.stats.forEach((s) => {
          expectPair(s.label);
          expect(Number.isInteger(s.value)).toBe(true);
        });
        expect(home.partners.length).toBeGreaterThanOrEqual(4);
        home.partners.forEach((p) => {
          expectPair(p.name);
          expectLocalImage(p.logo);
        });
        expect(home.slides.length).toBeGreaterThanOrEqual(3);
        const videos = home.slides.filter((s) => s.kind === 'video');
        expect(videos.length).toBeGreaterThanOrEqual(1);
        for (const slide of home.slides) {
          expectLocalImage(slide.image);
          if (slide.kind === 'video') expect(slide.thumbnail).toBeTruthy();
          else expect(slide.link).toMatch(/^\//);
        }
        const news = ((await get('/news?size=4')).body as Page<NewsSummary>).items;
        expect(home.latestNews.map((n) => n.id)).toEqual(news.map((n) => n.id));
        expect(home.featuredPrograms.length).toBeGreaterThanOrEqual(3);
        expect(home.paths.length).toBeGreaterThanOrEqual(5);
      });
    });

    it('unknown content-media paths answer the API 404', async () => {
      const res = await get('/newsletters');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    });
  });
}
