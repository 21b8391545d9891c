import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { campaignEndsAt } from '../../src/domain/campaigns';
import { riyadhDate } from '../../src/lib/civil-dates';

/**
 * What a campaign page hands to other programs (its title, Open Graph and card meta, the texts and
 * addresses of its share buttons) is plain text on the site's public address: no direction controls
 * around the organiser's name, and never the host the request came in on.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const PUBLIC_URL = 'https://giving.example.org';

function inTwoWeeks(): string {
  const at = new Date(`${riyadhDate(new Date())}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 14);
  return at.toISOString().slice(0, 10);
}

/** `&amp;` and friends as the server's HTML writes them. */
const unescapeMarkup = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function headTexts(html: string): Record<string, string> {
  const texts: Record<string, string> = { title: unescapeMarkup(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') };
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
    texts[key!] = unescapeMarkup(content!);
  return texts;
}

function shareLink(html: string, testId: string): URL {
  const href = new RegExp(`<a [^>]*href="([^"]+)"[^>]*data-testid="${testId}"`).exec(html)?.[1];
  expect(href, testId).toBeDefined();
  return new URL(unescapeMarkup(href!));
}

describe.each(TEST_DIALECTS)('campaign share texts and links (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Written with a trailing slash, as an operator may.
    t = await createTestApp({ database: dialect, env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
    const endsOn = inTwoWeeks();
    const now = new Date().toISOString();
    const campaign = (slug: string, name: string, locale: string) => ({
      slug,
      status: 'approved',
      cause_kind: 'family',
      cause_ref: '20',
      target: 200_000,
      ends_on: endsOn,
      ends_at: campaignEndsAt(endsOn),
      display_name: name,
      message: locale === 'ar' ? 'ساعدوا هذه الأسرة' : 'Please help this family',
      locale,
      creator_mobile: '0551234567',
      creator_address: 'x',
      created_at: now,
      updated_at: now,
    });
    await t
      .database!.db.insertInto('campaigns')
      .values([campaign('ShareArabic1', 'أصدقاء أبو خالد', 'ar'), campaign('ShareLatin01', 'Sara Al-Otaibi', 'en')])
      .execute();
  }, 60_000);
  afterAll(async () => t.close());

  describe.each([
    ['ShareArabic1', 'أصدقاء أبو خالد'],
    ['ShareLatin01', 'Sara Al-Otaibi'],
  ])('campaign %s', (slug, name) => {
    it.each(['ar', 'en'] as const)(
      '%s: title, og:* and twitter:* texts carry the name without direction controls',
      async (lang) => {
        const page = await request(t.app).get(`/${lang}/campaigns/${slug}`).set('Host', 'attacker.example').expect(200);
        const head = headTexts(page.text);
        for (const key of ['title', 'og:title', 'og:description', 'description']) {
          expect(head[key], key).toBeTruthy();
          expect(head[key], key).not.toMatch(DIRECTION_CONTROLS);
        }
        expect(head.title).toContain(name);
        expect(head['og:title']).toContain(name);
        expect(head['twitter:card']).toBe('summary_large_image');
        for (const [key, value] of Object.entries(head))
          if (key.startsWith('twitter:') || key.startsWith('og:')) expect(value, key).not.toMatch(DIRECTION_CONTROLS);
        expect(head['og:url']).toBe(`${PUBLIC_URL}/${lang}/campaigns/${slug}`);
        expect(head['og:image']).toBe(`${PUBLIC_URL}/api/v1/campaigns/${slug}/og/${lang}.png`);
        // On the page itself the name stays isolated (decision 017).
        expect(page.text).toContain(`<bdi data-testid="campaign-organiser">${name}</bdi>`);
      },
    );

    it.each(['ar', 'en'] as const)(
      '%s: WhatsApp and X get plain texts and the page’s address on PUBLIC_URL, whatever the Host',
      async (lang) => {
        const page = await request(t.app)
          .get(`/${lang}/campaigns/${slug}`)
          .set('Host', 'attacker.example')
          .set('X-Forwarded-Host', 'attacker.example')
          .expect(200);
        const address = `${PUBLIC_URL}/${lang}/campaigns/${slug}`;

        const whatsapp = shareLink(page.text, 'share-whatsapp');
        expect(whatsapp.origin).toBe('https://wa.me');
        const whatsappText = whatsapp.searchParams.get('text') ?? '';
        expect(whatsappText).toContain(name);
        expect(whatsappText).not.toMatch(DIRECTION_CONTROLS);
        expect(whatsappText.endsWith(` ${address}`)).toBe(true);

        const x = shareLink(page.text, 'share-x');
        expect(x.searchParams.get('url')).toBe(address);
        expect(x.searchParams.get('text')).toContain(name);
        expect(x.searchParams.get('text')).not.toMatch(DIRECTION_CONTROLS);
        expect(page.text).not.toContain('attacker.example');
      },
    );
  });
});
