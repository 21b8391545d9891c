import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { csrfAgent } from '../helpers/application-fixtures';
import { newKey, orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import { binaryParser, hasArabicPhrase, pdfText } from '../helpers/pdf-text';
import { signIn, type Agent } from './admin-support';
import { riyadhDate } from '../../src/lib/civil-dates';
import { organiserToken } from '../../server/services/campaigns/organiser-links';
import { resolveLinkSecret } from '../../server/services/periodic/links';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import type { CampaignView } from '../../src/domain/campaigns';

/**
 * Campaigns donors want to share (docs/decisions/066): the organiser's texts at half and at the
 * target (once each, whatever pays at once), donors named on the page when they chose it, the
 * receipt naming the campaign, and the organiser's photo and updates shown only after review.
 */
function daysAhead(days: number): string {
  const at = new Date(`${riyadhDate(new Date())}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

describe.each(TEST_DIALECTS)('campaigns donors want to share (%s)', (dialect) => {
  let t: TestApp;
  let stub: MoyasarStub;
  let editor: { agent: Agent; csrf: string };
  let program: string;
  let organiserNumber = 10;
  const db = () => t.database!.db;
  const campaignRow = (slug: string) =>
    db().selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const view = async (slug: string, lang = 'en') =>
    (await request(t.app).get(`/api/v1/campaigns/${slug}`).set('Accept-Language', lang).expect(200))
      .body as CampaignView;

  /** An approved campaign for a program (no ceiling), its organiser's number, and the organiser's link token from the approval SMS. */
  async function approved(
    target = '300',
    locale: 'ar' | 'en' = 'en',
  ): Promise<{ slug: string; mobile: string; token: string }> {
    await db().updateTable('campaigns').set({ created_at: '2000-01-01T00:00:00.000Z' }).execute();
    const mobile = `05700000${String(organiserNumber++).padStart(2, '0')}`;
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    const body = {
      causeRef: `program:${program}`,
      target,
      endsOn: daysAhead(14),
      displayName: 'Sara Al-Otaibi',
      message: 'Please help this program reach more patients.',
      mobile,
    };
    const started = await agent
      .post('/api/v1/campaigns')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', locale)
      .send(body);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const slug = started.body.slug as string;
    const row = await campaignRow(slug);
    await editor.agent
      .post(`/api/admin/campaigns/${row.id}/review`)
      .set('X-CSRF-Token', editor.csrf)
      .send({ decision: 'approve' })
      .expect(200);
    const sms = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', mobile)
      .where('kind', '=', 'campaign-decision')
      .executeTakeFirstOrThrow();
    const link = /\/campaigns\/[A-Za-z0-9_-]+\/organiser\?t=([^\s]+)/.exec(sms.body);
    expect(link, sms.body).not.toBeNull();
    return { slug, mobile, token: decodeURIComponent(link![1]!) };
  }

  async function order(slug: string, amount: number, extra: Record<string, unknown> = {}): Promise<OrderCreated> {
    return (
      await postOrder(t.app, orderBody([{ kind: 'program', ref: program, amount, campaign: slug, ...extra }])).expect(
        201,
      )
    ).body as OrderCreated;
  }
  async function pay(created: OrderCreated) {
    payInvoice(invoiceFor(stub, created.payment.id));
    return (await verify(t.app, created.payment.id).expect(200)).body;
  }
  async function organiserPost(slug: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') {
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    return agent
      .post(`/api/v1/campaigns/${slug}/organiser/updates`)
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', lang)
      .send(body);
  }
  async function organiserPhoto(
    slug: string,
    token: string | null,
    file: Buffer,
    name = 'photo.png',
    lang: 'ar' | 'en' = 'en',
  ) {
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    const call = agent
      .post(`/api/v1/campaigns/${slug}/organiser/photos`)
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', lang);
    if (token !== null) call.field('token', token);
    return call.attach('photo', file, name);
  }
  const reviewPost = (campaignId: number, postId: number, decision: string, who = editor) =>
    who.agent
      .post(`/api/admin/campaigns/${campaignId}/posts/${postId}/review`)
      .set('X-CSRF-Token', who.csrf)
      .set('Accept-Language', 'en')
      .send({ decision });

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({
      database: dialect,
      env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' },
    });
    editor = await signIn(t.app, db(), 'editor');
    const causes = (await request(t.app).get('/api/v1/campaigns/causes').expect(200)).body.items as Array<{
      kind: string;
      ref: string;
    }>;
    program = causes.find((cause) => cause.kind === 'program')!.ref;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('texts the organiser once at half and once at the target, however many payments settle at once', async () => {
    const { slug, mobile } = await approved('300');
    // Six gifts of 50 SAR, paid and verified all at once: the third reaches half, the sixth the target.
    const orders = await Promise.all(Array.from({ length: 6 }, () => order(slug, 5_000)));
    for (const created of orders) payInvoice(invoiceFor(stub, created.payment.id));
    await Promise.all(
      orders.flatMap((created) => [
        verify(t.app, created.payment.id).expect(200),
        verify(t.app, created.payment.id).expect(200),
      ]),
    );
    const texts = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', mobile)
      .where('kind', 'in', ['campaign-half', 'campaign-target'])
      .orderBy('id')
      .execute();
    expect(texts.map((text) => text.kind)).toEqual(['campaign-half', 'campaign-target']);
    expect(texts[0]!.body).toContain(`/en/campaigns/${slug}`);
    expect(texts[0]!.body).toContain('half way');
    expect(texts[1]!.body).toContain('reached its target');
    expect(await view(slug)).toMatchObject({ collected: 30_000, donors: 6, status: 'closed', closedReason: 'target' });
    const row = await campaignRow(slug);
    expect(row.half_texted_at).not.toBeNull();
    expect(row.target_texted_at).not.toBeNull();
  });

  it('a gift that crosses half and the target at once sends only the target text; below half nothing', async () => {
    const small = await approved('300');
    await pay(await order(small.slug, 10_000));
    expect(
      await db()
        .selectFrom('outbox_messages')
        .select('kind')
        .where('recipient', '=', small.mobile)
        .where('kind', 'like', 'campaign-%')
        .execute(),
    ).toEqual([{ kind: 'campaign-decision' }]);
    const whole = await approved('100', 'ar');
    await pay(await order(whole.slug, 10_000));
    const texts = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', whole.mobile)
      .where('kind', 'in', ['campaign-half', 'campaign-target'])
      .execute();
    expect(texts.map((text) => text.kind)).toEqual(['campaign-target']);
    expect(texts[0]!.body).toMatch(/بلغت حملتك هدفها/);
  });

  it('names on the page only the donors who chose it, "a donor" for the others; unpaid and refunded orders are not listed; never amounts or numbers', async () => {
    const { slug } = await approved('5000');
    const named = await order(slug, 1_000, { campaignName: 'Noura Al-Harbi' });
    const quiet = await order(slug, 1_500);
    const refunded = await order(slug, 2_000, { campaignName: 'Refunded Person' });
    await order(slug, 2_500, { campaignName: 'Unpaid Person' });
    for (const created of [named, quiet, refunded]) await pay(created);
    await db().updateTable('orders').set({ refunded: 2_000 }).where('id', '=', refunded.orderId).execute();

    const en = await view(slug);
    expect(en.recentDonors).toHaveLength(2);
    expect(en.recentDonors).toEqual(expect.arrayContaining([{ name: 'Noura Al-Harbi' }, { name: null }]));
    const json = JSON.stringify(en.recentDonors);
    expect(json).not.toContain('Refunded Person');
    expect(json).not.toContain('Unpaid Person');

    const page = await request(t.app).get(`/en/campaigns/${slug}`).expect(200);
    const list = /<ul data-testid="campaign-recent-donors">(.*?)<\/ul>/s.exec(page.text)?.[1] ?? '';
    expect(list).toContain('<bdi>Noura Al-Harbi</bdi>');
    expect(list).toContain('A donor');
    expect(list).not.toMatch(/\d/);
    expect(page.text).not.toContain('0512345678');
    expect(page.text).not.toContain('Refunded Person');
    const ar = await request(t.app).get(`/ar/campaigns/${slug}`).expect(200);
    const arList = /<ul data-testid="campaign-recent-donors">(.*?)<\/ul>/s.exec(ar.text)?.[1] ?? '';
    expect(arList).toContain('<li>متبرع</li>');
    expect(arList).toContain('<bdi>Noura Al-Harbi</bdi>');
  });

  it('a shown name follows the name rules: markup, links, digits and a name without a campaign are refused (400, nothing stored)', async () => {
    const { slug } = await approved('5000');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { kind: 'program', ref: program, amount: 1_000, campaign: slug, campaignName: '<img src=x onerror=alert(1)>' },
        'items.0.campaignName',
      ],
      [
        { kind: 'program', ref: program, amount: 1_000, campaign: slug, campaignName: 'www.example.com' },
        'items.0.campaignName',
      ],
      [
        { kind: 'program', ref: program, amount: 1_000, campaign: slug, campaignName: 'Call 0551234567' },
        'items.0.campaignName',
      ],
      [
        { kind: 'program', ref: program, amount: 1_000, campaign: slug, campaignName: 'x'.repeat(200) },
        'items.0.campaignName',
      ],
      [{ kind: 'program', ref: program, amount: 1_000, campaign: slug, campaignName: 42 }, 'items.0.campaignName'],
      [{ kind: 'program', ref: program, amount: 1_000, campaignName: 'Noura Al-Harbi' }, 'items.0.campaignName'],
    ];
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [line, field] of cases) {
      const response = await postOrder(t.app, orderBody([line as never]), newKey(), 'ar');
      expect(response.status, JSON.stringify(line)).toBe(400);
      expect(Object.keys(response.body.error.fields)).toContain(field);
    }
    expect(await count()).toBe(before);
    // Direction controls are taken out of a shown name before it is stored.
    const created = await order(slug, 1_000, { campaignName: 'Sami\u202E Ali' });
    const line = await db()
      .selectFrom('order_items')
      .select('campaign_public_name')
      .where('order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(line.campaign_public_name).toBe('Sami Ali');
  });

  it('the receipt, its page data and its PDF in both languages, names the campaign the gift went to', async () => {
    const { slug } = await approved('5000');
    const created = await order(slug, 1_000);
    await pay(created);
    const receipt = (await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200)).body as {
      items: Array<{ campaign?: { slug: string; name: string } }>;
    };
    expect(receipt.items[0]!.campaign).toEqual({ slug, name: 'Sara Al-Otaibi' });
    const en = await request(t.app)
      .get(`/api/v1/orders/${created.orderId}/receipt.pdf?lang=en`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(pdfText(en.body as Buffer).replace(/\s+/g, ' ')).toContain('Through the campaign of Sara Al-Otaibi');
    const ar = await request(t.app)
      .get(`/api/v1/orders/${created.orderId}/receipt.pdf?lang=ar`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    const arText = pdfText(ar.body as Buffer);
    expect(hasArabicPhrase(arText, 'عبر حملة'), arText).toBe(true);
    expect(arText).toContain('Sara Al-Otaibi');
    const page = await request(t.app).get(`/en/donate/success/${created.orderId}`).expect(200);
    expect(page.text).toMatch(
      /data-testid="receipt-campaign"[^>]*>Through the campaign of <bdi[^>]*>Sara Al-Otaibi<\/bdi>/,
    );
  });

  it('an update is shown only after an editor approves it; a rejected one never', async () => {
    const { slug, token } = await approved('5000');
    const row = await campaignRow(slug);
    const sent = await organiserPost(slug, {
      token,
      body: 'We visited the clinic today; thank you all for your support!',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending' });
    expect((await view(slug)).posts).toEqual([]);
    expect((await request(t.app).get(`/en/campaigns/${slug}`).expect(200)).text).not.toContain('We visited the clinic');
    const own = await request(t.app).get(`/api/v1/campaigns/${slug}/organiser`).query({ t: token }).expect(200);
    expect(own.body.posts).toEqual([
      expect.objectContaining({
        status: 'pending',
        body: 'We visited the clinic today; thank you all for your support!',
      }),
    ]);

    const staff = (await editor.agent.get(`/api/admin/campaigns/${row.id}`).expect(200)).body.data as {
      posts: Array<{ id: number; status: string }>;
    };
    expect(staff.posts).toHaveLength(1);
    await reviewPost(row.id, staff.posts[0]!.id, 'approve').expect(200);
    await reviewPost(row.id, staff.posts[0]!.id, 'reject').expect(409);
    expect((await view(slug)).posts).toEqual([
      expect.objectContaining({
        kind: 'text',
        body: 'We visited the clinic today; thank you all for your support!',
        photo: null,
      }),
    ]);
    const page = await request(t.app).get(`/en/campaigns/${slug}`).expect(200);
    expect(page.text).toContain('We visited the clinic today; thank you all for your support!');

    const second = await organiserPost(slug, { token, body: 'A second update that staff will not approve.' });
    await reviewPost(row.id, second.body.id as number, 'reject').expect(200);
    expect((await view(slug)).posts).toHaveLength(1);
  });

  it('a photo is checked by content, kept private while pending, and served once approved', async () => {
    const { slug, token } = await approved('5000');
    const row = await campaignRow(slug);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const sent = await organiserPhoto(slug, token, png);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.id as number;
    await request(t.app).get(`/api/v1/campaigns/${slug}/photos/${id}.webp`).expect(404);
    expect((await view(slug)).posts).toEqual([]);
    // Staff see it before deciding.
    const staffPhoto = await editor.agent
      .get(`/api/admin/campaigns/${row.id}/posts/${id}/photo`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect((await sharp(staffPhoto.body as Buffer).metadata()).format).toBe('webp');
    await reviewPost(row.id, id, 'approve').expect(200);
    const posts = (await view(slug)).posts;
    expect(posts).toEqual([
      expect.objectContaining({ kind: 'photo', photo: `/api/v1/campaigns/${slug}/photos/${id}.webp` }),
    ]);
    const served = await request(t.app).get(posts[0]!.photo!).buffer(true).parse(binaryParser).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
    expect((await request(t.app).get(`/en/campaigns/${slug}`).expect(200)).text).toContain(
      `src="/api/v1/campaigns/${slug}/photos/${id}.webp"`,
    );
    // Another campaign's slug does not reach it.
    const other = await approved('5000');
    await request(t.app).get(`/api/v1/campaigns/${other.slug}/photos/${id}.webp`).expect(404);
  });

  it('bad input from the organiser: a clear 4xx in their language, never a 500, nothing stored', async () => {
    const { slug, token } = await approved('5000', 'ar');
    const posts = async () =>
      Number(
        (
          await db()
            .selectFrom('campaign_posts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await posts();
    const link = await organiserPost(slug, { token, body: 'Give directly at example.com instead please' });
    expect(link.status).toBe(400);
    expect(link.body.error.fields.body).toBe('The message cannot contain links or web addresses');
    expect(
      (await organiserPost(slug, { token, body: '<b>bold claims</b> here' }, 'ar')).body.error.fields.body,
    ).toMatch(/الرمزين/);
    expect((await organiserPost(slug, { token, body: 'short' })).status).toBe(400);
    expect((await organiserPost(slug, { token, body: 'x'.repeat(281) })).status).toBe(400);
    expect((await organiserPost(slug, { token, body: 'An update with an extra field here', extra: 1 })).status).toBe(
      400,
    );
    expect((await organiserPost(slug, { body: 'An update without the link token' })).status).toBe(400);
    const forged = await organiserPost(
      slug,
      { token: `${token.slice(0, -2)}xx`, body: 'An update with a changed link token' },
      'ar',
    );
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toMatch(/الرابط غير صالح/);
    const other = await approved('5000');
    expect((await organiserPost(other.slug, { token, body: 'An update with another campaign’s link' })).status).toBe(
      403,
    );
    await request(t.app).get(`/api/v1/campaigns/${slug}/organiser`).query({ t: 'nonsense' }).expect(403);
    await request(t.app).get(`/api/v1/campaigns/${slug}/organiser`).expect(403);
    await request(t.app).get('/api/v1/campaigns/AAAAAAAAAAAA/organiser').query({ t: token }).expect(404);
    // A link past its time: 410.
    const expired = organiserToken(await resolveLinkSecret(db(), undefined), slug, '2000-01-01T00:00:00.000Z');
    expect((await organiserPost(slug, { token: expired, body: 'An update with a link long expired' })).status).toBe(
      410,
    );

    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const html = await organiserPhoto(slug, token, text, 'photo.png');
    expect(html.status).toBe(400);
    expect(html.body.error.fields.photo).toBe('The photo must be a JPEG or PNG file');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect((await organiserPhoto(slug, token, pdf, 'photo.pdf')).status).toBe(400);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    expect((await organiserPhoto(slug, token, png, 'photo.jpg')).status).toBe(400); // the name says another type
    expect((await organiserPhoto(slug, null, png)).status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await organiserPhoto(slug, token, big)).status).toBe(413);
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    expect(
      (await agent.post(`/api/v1/campaigns/${slug}/organiser/photos`).set('X-CSRF-Token', csrf).send({ token })).status,
    ).toBe(415);
    expect(await posts()).toBe(before);
  });

  it('limits: three posts a day per campaign (429), refused before any is stored', async () => {
    const { slug, token } = await approved('5000');
    for (let i = 0; i < 3; i++)
      expect(
        (await organiserPost(slug, { token, body: `Update number ${'I'.repeat(i + 1)} from the organiser` })).status,
      ).toBe(201);
    const fourth = await organiserPost(slug, { token, body: 'One update too many for today' }, 'en');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe('You have sent enough posts for this campaign today; try again tomorrow');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    expect((await organiserPhoto(slug, token, png)).status).toBe(429);
    const row = await campaignRow(slug);
    const stored = await db()
      .selectFrom('campaign_posts')
      .select(['kind', 'photo'])
      .where('campaign_id', '=', row.id)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('the organiser page behind the link lists what was sent; a changed link gets a page that says so', async () => {
    const { slug, token } = await approved('5000', 'ar');
    await organiserPost(slug, { token, body: 'وصلنا إلى منتصف الطريق، شكرًا لكم جميعًا' });
    const page = await request(t.app).get(`/ar/campaigns/${slug}/organiser`).query({ t: token }).expect(200);
    expect(page.text).toContain('data-testid="campaign-organiser-page"');
    expect(page.text).toContain('وصلنا إلى منتصف الطريق، شكرًا لكم جميعًا');
    expect(page.text).toContain('بانتظار المراجعة');
    const forged = await request(t.app)
      .get(`/en/campaigns/${slug}/organiser`)
      .query({ t: `${token}x` })
      .expect(200);
    expect(forged.text).toContain('This link is not valid. Use the link you received by SMS');
    expect(forged.text).not.toContain('data-testid="campaign-organiser-page"');
  });

  it('roles: moderating posts needs a session (401) and the editor role (403 for others)', async () => {
    const { slug, token } = await approved('5000');
    const row = await campaignRow(slug);
    const sent = await organiserPost(slug, { token, body: 'An update for the roles check, thank you' });
    const id = sent.body.id as number;
    const anonymous = request.agent(t.app);
    const csrf = (await anonymous.get('/api/admin/csrf')).body.token as string;
    expect(
      (
        await anonymous
          .post(`/api/admin/campaigns/${row.id}/posts/${id}/review`)
          .set('X-CSRF-Token', csrf)
          .send({ decision: 'approve' })
      ).status,
    ).toBe(401);
    const finance = await signIn(t.app, db(), 'finance');
    await reviewPost(row.id, id, 'approve', finance).expect(403);
    await finance.agent.get(`/api/admin/campaigns/${row.id}/posts/${id}/photo`).expect(403);
    await reviewPost(row.id, id, 'publish').expect(400);
    await reviewPost(row.id, 999_999, 'approve').expect(404);
    expect((await view(slug)).posts).toEqual([]);
    await reviewPost(row.id, id, 'approve').expect(200);
    expect((await view(slug)).posts).toHaveLength(1);
  });
});
