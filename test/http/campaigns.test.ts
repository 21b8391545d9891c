import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest, keyedDigest } from '../../server/security/secrets';
import { keptSecret } from '../../server/security/kept-secrets';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { csrfAgent } from '../helpers/application-fixtures';
import { newKey, orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import { signIn, type Agent } from './admin-support';
import { riyadhDate } from '../../src/lib/civil-dates';
import { exportOrderLines } from '../../server/services/giving/fund-totals';
import type { OrderCreated } from '../../src/domain/giving/api-types';

/**
 * Campaigns (docs/decisions/028-campaigns.md): start → pending (invisible) → approved by an editor
 * → public; gifts through it count for it; it closes itself at its target or its date.
 */
const FAMILY = 20;
const BILL = 30; // SAR 1,440.50 due in the seed

function daysAhead(days: number): string {
  const at = new Date(`${riyadhDate(new Date())}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const valid = (extra: Record<string, unknown> = {}) => ({
  causeRef: `family:${FAMILY}`,
  target: '2000',
  endsOn: daysAhead(14),
  displayName: 'Sara Al-Otaibi',
  message: 'Please help this family with their rent this winter.',
  mobile: '0551234567',
  ...extra,
});

describe.each(TEST_DIALECTS)('campaigns (%s)', (dialect) => {
  let t: TestApp;
  let stub: MoyasarStub;
  let editor: { agent: Agent; csrf: string };
  const db = () => t.database!.db;
  const campaignRow = (slug: string) =>
    db().selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const campaignCount = async () =>
    Number(
      (
        await db()
          .selectFrom('campaigns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // The per-address daily limit would stop a test suite that starts many from one address.
  const forgetStarts = () => db().updateTable('campaigns').set({ created_at: '2000-01-01T00:00:00.000Z' }).execute();

  async function start(body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    return agent.post('/api/v1/campaigns').set('X-CSRF-Token', token).set('Accept-Language', lang).send(body);
  }
  async function expectStatus(pending: Promise<request.Response>, status: number) {
    const response = await pending;
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response;
  }
  async function started(extra: Record<string, unknown> = {}): Promise<string> {
    await forgetStarts();
    const response = await expectStatus(start(valid(extra)), 201);
    expect(response.body.status).toBe('pending');
    return response.body.slug as string;
  }
  const review = async (slug: string, decision: string, note?: string): Promise<request.Response> => {
    const row = await campaignRow(slug);
    return editor.agent
      .post(`/api/admin/campaigns/${row.id}/review`)
      .set('X-CSRF-Token', editor.csrf)
      .set('Accept-Language', 'en')
      .send({ decision, ...(note ? { note } : {}) });
  };
  async function approved(extra: Record<string, unknown> = {}): Promise<string> {
    const slug = await started(extra);
    await expectStatus(review(slug, 'approve'), 200);
    return slug;
  }
  async function pay(created: OrderCreated) {
    payInvoice(invoiceFor(stub, created.payment.id));
    return (await verify(t.app, created.payment.id).expect(200)).body;
  }

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({
      database: dialect,
      env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' },
    });
    editor = await signIn(t.app, db(), 'editor');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('lists the causes a campaign may be for: programs, families, bills and waqf shares still open', async () => {
    const causes = (await request(t.app).get('/api/v1/campaigns/causes').expect(200)).body.items as Array<{
      kind: string;
      ref: string;
    }>;
    expect(new Set(causes.map((cause) => cause.kind))).toEqual(new Set(['program', 'family', 'bill', 'waqf']));
    expect(causes.some((cause) => cause.kind === 'bill' && cause.ref === '32')).toBe(false); // already paid
  });

  it('a started campaign is pending and invisible; an editor approves it and it is public, with an SMS to its organiser', async () => {
    const slug = await started();
    expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(404);
    await request(t.app).get(`/api/v1/campaigns/${slug}/og/ar.png`).expect(404);
    const row = await campaignRow(slug);
    expect(row).toMatchObject({
      status: 'pending',
      cause_kind: 'family',
      cause_ref: String(FAMILY),
      target: 200_000,
      display_name: 'Sara Al-Otaibi',
      locale: 'en',
    });
    // The creating address (supertest's, 127.0.0.1) is kept only as an HMAC under the site's kept
    // key: hashing a guessed address, even with the salt the code once used, finds nothing.
    expect(row.creator_address).toBe(keyedDigest(await keptSecret(db(), 'campaign-address'), '127.0.0.1'));
    expect(row.creator_address).not.toBe(digest('campaign-start:127.0.0.1'));
    expect(row.creator_address).not.toBe(digest('127.0.0.1'));

    const list = await editor.agent
      .get('/api/admin/campaigns')
      .query({ filter: JSON.stringify({ status: 'pending' }) })
      .expect(200);
    expect(list.body.data.some((item: { slug: string }) => item.slug === slug)).toBe(true);
    const outboxBefore = await db().selectFrom('outbox_messages').selectAll().execute();
    const approvedNow = await expectStatus(review(slug, 'approve'), 200);
    expect(approvedNow.body.data).toMatchObject({ status: 'approved', next: ['close'] });
    const sms = (await db().selectFrom('outbox_messages').selectAll().execute()).slice(outboxBefore.length);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '0551234567' });
    expect(sms[0].body).toContain(`/en/campaigns/${slug}`);

    const view = (await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(200)).body;
    expect(view).toMatchObject({
      slug,
      status: 'approved',
      open: true,
      collected: 0,
      donors: 0,
      target: 200_000,
      displayName: 'Sara Al-Otaibi',
      cause: { kind: 'family', ref: String(FAMILY), fund: 'sadaqah', zakatEligible: true },
    });
    expect(view).not.toHaveProperty('creatorMobile');
    expect(JSON.stringify(view)).not.toContain('0551234567');
    // Deciding twice: the second is refused.
    await expectStatus(review(slug, 'approve'), 409);
  });

  it('a rejected campaign never becomes public; the organiser is told with the note', async () => {
    const slug = await started();
    await expectStatus(review(slug, 'reject', 'Please write the message without personal details.'), 200);
    await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(404);
    const last = await db().selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.body).toContain('Please write the message without personal details.');
    await expectStatus(review(slug, 'approve'), 409);
  });

  it('only editors (and admins) moderate', async () => {
    const slug = await started();
    const finance = await signIn(t.app, db(), 'finance');
    const row = await campaignRow(slug);
    await finance.agent
      .post(`/api/admin/campaigns/${row.id}/review`)
      .set('X-CSRF-Token', finance.csrf)
      .send({ decision: 'approve' })
      .expect(403);
    await finance.agent.get('/api/admin/campaigns').expect(403);
    expect((await campaignRow(slug)).status).toBe('pending');
  });

  const NAME_CLAIM =
    "Write your own or your family's name, not the association's or any association's: the campaign is yours";
  const MESSAGE_CLAIM =
    "Do not write the message in the association's name: the campaign page shows who receives the gifts";
  const IBAN =
    'The message cannot contain a bank account number (IBAN): gifts reach the cause through the campaign page only';

  it('takes the health endowment as a cause in a message, and refuses a name the association goes by after staff change it', async () => {
    await started({ message: 'ادعموا الوقف الصحي لعلاج المرضى المحتاجين' });
    await started({ displayName: 'Shifa Fund Friends' });
    await db().updateTable('association_profile').set({ short_name_en: 'Shifa Fund' }).where('id', '=', 1).execute();
    try {
      await forgetStarts();
      const refused = await expectStatus(start(valid({ displayName: 'shifa fund friends' })), 400);
      expect(refused.body.error.fields.displayName).toBe(NAME_CLAIM);
    } finally {
      await db()
        .updateTable('association_profile')
        .set({ short_name_en: 'Health Endowment' })
        .where('id', '=', 1)
        .execute();
    }
  });

  describe('bad input: 400 per field in both languages, nothing stored', () => {
    const cases: Array<[string, Record<string, unknown>, string, string, RegExp]> = [
      [
        'a link in the message',
        { message: 'Give here instead: bit.ly/abc123 thanks' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      [
        'markup in the message',
        { message: 'Hello <script>alert(1)</script> friends' },
        'message',
        'The message cannot contain the characters < and >',
        /الرمزين/,
      ],
      [
        'a link as the name',
        { displayName: 'www.example.com' },
        'displayName',
        'A name cannot contain a link or a web address',
        /رابط/,
      ],
      [
        'digits in the name',
        { displayName: 'Sara 0551234567' },
        'displayName',
        'A name may contain letters, spaces and . - \u2019 only',
        /.+/,
      ],
      ['an end date in the past', { endsOn: daysAhead(-1) }, 'endsOn', 'The end date must be after today', /بعد اليوم/],
      ['an end date too far', { endsOn: daysAhead(120) }, 'endsOn', 'A campaign can run for at most 90 days', /٩٠/],
      // The example is a code to type as it is: isolated, so it reads whole inside the Arabic sentence.
      [
        'not a date',
        { endsOn: '31/12/2026' },
        'endsOn',
        'Enter a date such as \u20682026-12-31\u2069',
        /^أدخل تاريخًا مثل \u20682026-12-31\u2069$/,
      ],
      ['a tiny target', { target: '5' }, 'target', 'The value is smaller than allowed (100)', /.+/],
      ['an unknown cause', { causeRef: 'family:9999' }, 'causeRef', 'Choose one of the causes offered', /اختر/],
      ['a cause kind campaigns do not take', { causeRef: 'cause:1' }, 'causeKind', 'Invalid value', /.+/],
      [
        'a target above what the bill still needs',
        { causeRef: `bill:${BILL}`, target: '5000' },
        'target',
        'This cause needs at most 1,440 SAR now; set a smaller target',
        /1,440/,
      ],
      ['a bad mobile', { mobile: '123' }, 'mobile', 'Enter a valid Saudi mobile number such as 0512345678', /جوال/],
      // Not in the association's name: its share card would read "a campaign of" the association.
      [
        'the association’s name as the display name',
        { displayName: 'جمعية الوقف الصحي الخيرية' },
        'displayName',
        NAME_CLAIM,
        /اسم الجمعية/,
      ],
      [
        'a close variant of it (ه for ة, ى for ي, no الخيرية)',
        { displayName: 'جمعيه الوقف الصحى' },
        'displayName',
        NAME_CLAIM,
        /اسم الجمعية/,
      ],
      [
        'its English name in capitals and a hyphen',
        { displayName: 'HEALTH-ENDOWMENT Team' },
        'displayName',
        NAME_CLAIM,
        /اسم الجمعية/,
      ],
      [
        'its short name with diacritics and tatweel',
        { displayName: 'الوَقْـفُ الصّحّي' },
        'displayName',
        NAME_CLAIM,
        /اسم الجمعية/,
      ],
      [
        'a message in its name',
        { message: 'نحن جَمعيّة الوقـف الصحي الخيريه نطلب دعمكم الكريم' },
        'message',
        MESSAGE_CLAIM,
        /باسم الجمعية/,
      ],
      [
        'a message in its English name',
        { message: 'Official campaign of the health endowment charitable association' },
        'message',
        MESSAGE_CLAIM,
        /باسم الجمعية/,
      ],
      // Links however written, and an account number to send money around the site.
      [
        'a link with its dot in brackets',
        { message: 'Give here instead: example[.]com thank you' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      [
        'a link with its dot written out',
        { message: 'تبرعوا عبر example dot com وشكرًا لكم' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      [
        'a mangled scheme',
        { message: 'Donate at hxxps://evil thanks a lot' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      [
        'www and spaces',
        { message: 'Visit www example com for the rest' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      [
        'full-width letters',
        { message: 'Give at ｅｘａｍｐｌｅ．ｃｏｍ please' },
        'message',
        'The message cannot contain links or web addresses',
        /روابط/,
      ],
      ['an IBAN in groups', { message: 'حوّلوا إلى SA44 2000 0001 2345 6789 1234 مباشرة' }, 'message', IBAN, /آيبان/],
      [
        'an IBAN in Arabic-Indic digits',
        { message: 'حولوا الى ايبان SA٤٤٢٠٠٠٠٠٠١٢٣٤٥٦٧٨٩١٢٣٤ شكرا' },
        'message',
        IBAN,
        /آيبان/,
      ],
    ];
    it.each(cases)('%s', async (_name, extra, field, english, arabic) => {
      await forgetStarts();
      const before = await campaignCount();
      const en = await expectStatus(start(valid(extra), 'en'), 400);
      expect(en.body.error.code).toBe('validation_failed');
      if (english.includes('letters')) expect(en.body.error.fields[field]).toBeTruthy();
      else if (english === 'Invalid value') expect(Object.keys(en.body.error.fields)).toContain(field);
      else expect(en.body.error.fields[field]).toBe(english);
      const ar = await expectStatus(start(valid(extra), 'ar'), 400);
      expect(ar.body.error.fields[field]).toMatch(arabic);
      expect(await campaignCount()).toBe(before);
    });
  });

  it('strips direction overrides and control characters from the texts', async () => {
    const slug = await started({
      displayName: 'Sara\u202E Ali',
      message: 'Help\u202E this family\u0007 please, thank you',
    });
    const row = await campaignRow(slug);
    expect(row.display_name).toBe('Sara Ali');
    expect(row.message).toBe('Help this family please, thank you');
  });

  it('the honeypot: a bot is told 201 and nothing is stored', async () => {
    await forgetStarts();
    const before = await campaignCount();
    const response = await expectStatus(start(valid({ website: 'http://spam.example' })), 201);
    expect(response.body.slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await campaignCount()).toBe(before);
  });

  it('limits starts per mobile number and per address per day (429 in the visitor’s language)', async () => {
    await forgetStarts();
    await expectStatus(start(valid({ mobile: '0561111111' })), 201);
    await expectStatus(start(valid({ mobile: '0561111111' })), 201);
    const third = await expectStatus(start(valid({ mobile: '0561111111' }), 'ar'), 429);
    expect(third.body.error.code).toBe('campaign_limit');
    expect(third.body.error.message).toMatch(/حملات كثيرة/);
    // Other numbers from the same address: five a day in all.
    await expectStatus(start(valid({ mobile: '0562222222' })), 201);
    await expectStatus(start(valid({ mobile: '0563333333' })), 201);
    await expectStatus(start(valid({ mobile: '0564444444' })), 201);
    const sixth = await expectStatus(start(valid({ mobile: '0565555555' }), 'en'), 429);
    expect(sixth.body.error.message).toBe(
      'Too many campaigns were started from this number or this connection today; try again tomorrow',
    );
  });

  it('gifts through it go to the cause and count for the campaign (paid only, one donor per order); it closes itself at its target', async () => {
    const slug = await approved({ target: '300' });
    const family = () =>
      db().selectFrom('giving_items').select('collected').where('id', '=', FAMILY).executeTakeFirstOrThrow();
    const familyBefore = Number((await family()).collected);

    const first = (
      await postOrder(
        t.app,
        orderBody([
          { kind: 'family', ref: String(FAMILY), amount: 10_000, campaign: slug },
          { kind: 'family', ref: String(FAMILY), amount: 5_000, campaign: slug, fund: 'zakat' },
        ]),
      ).expect(201)
    ).body as OrderCreated;
    // Not yet paid: nothing counted.
    expect((await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(200)).body).toMatchObject({
      collected: 0,
      donors: 0,
    });
    await pay(first);
    expect((await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(200)).body).toMatchObject({
      collected: 15_000,
      donors: 1,
      open: true,
    });
    expect(Number((await family()).collected)).toBe(familyBefore + 15_000);
    const lines = await db()
      .selectFrom('order_items')
      .select(['campaign_id', 'fund'])
      .where('order_id', '=', first.orderId)
      .orderBy('position')
      .execute();
    // Zakat through a campaign for a cause that takes it stays zakat, and counts for the campaign.
    expect(lines.map((line) => line.fund)).toEqual(['sadaqah', 'zakat']);
    const exported = await exportOrderLines(db(), '2000-01-01T00:00:00.000Z');
    const campaignColumn = exported.header.indexOf('campaign');
    expect(exported.rows.filter((row) => row[campaignColumn] === slug)).toHaveLength(2);
    expect(lines.every((line) => line.campaign_id === lines[0].campaign_id && line.campaign_id !== null)).toBe(true);

    // A gift through it for another cause is refused.
    const other = await postOrder(
      t.app,
      orderBody([{ kind: 'family', ref: '21', amount: 1_000, campaign: slug }]),
      newKey(),
      'en',
    ).expect(400);
    expect(other.body.error.fields['items.0.campaign']).toBe('A gift through this campaign goes to its own cause only');

    await pay(
      (
        await postOrder(
          t.app,
          orderBody([{ kind: 'family', ref: String(FAMILY), amount: 15_000, campaign: slug }]),
        ).expect(201)
      ).body as OrderCreated,
    );
    const closed = (await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(200)).body;
    expect(closed).toMatchObject({
      status: 'closed',
      closedReason: 'target',
      open: false,
      collected: 30_000,
      donors: 2,
    });
    const late = await postOrder(
      t.app,
      orderBody([{ kind: 'family', ref: String(FAMILY), amount: 1_000, campaign: slug }]),
      newKey(),
      'ar',
    ).expect(400);
    expect(late.body.error.fields['items.0.campaign']).toMatch(/انتهت هذه الحملة/);
  });

  it('a pending campaign takes no gifts; an approved one closes itself on its date; staff may close one', async () => {
    const pending = await started();
    const refused = await postOrder(
      t.app,
      orderBody([{ kind: 'family', ref: String(FAMILY), amount: 1_000, campaign: pending }]),
    ).expect(400);
    expect(refused.body.error.fields['items.0.campaign']).toBe('This campaign does not exist');

    const dated = await approved();
    await db()
      .updateTable('campaigns')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('slug', '=', dated)
      .execute();
    expect((await request(t.app).get(`/api/v1/campaigns/${dated}`).expect(200)).body).toMatchObject({
      status: 'closed',
      closedReason: 'date',
      open: false,
    });
    expect((await campaignRow(dated)).closed_at).not.toBeNull();

    const staff = await approved();
    await expectStatus(review(staff, 'close'), 200);
    expect((await request(t.app).get(`/api/v1/campaigns/${staff}`).expect(200)).body).toMatchObject({
      status: 'closed',
      closedReason: 'staff',
    });
  });

  it('closes itself when its cause needs nothing more, whoever gave (here: the whole bill paid elsewhere)', async () => {
    const slug = await approved({ causeRef: 'bill:31', target: '600' });
    await pay(
      (await postOrder(t.app, orderBody([{ kind: 'bill', ref: '31', amount: 62_075 }])).expect(201))
        .body as OrderCreated,
    );
    const view = (await request(t.app).get(`/api/v1/campaigns/${slug}`).expect(200)).body;
    expect(view).toMatchObject({ status: 'closed', closedReason: 'met', open: false, collected: 0 });
  });

  it('Open Graph images in both languages: 1200×630 PNG, cached', async () => {
    const slug = await approved();
    for (const lang of ['ar', 'en']) {
      const response = await request(t.app)
        .get(`/api/v1/campaigns/${slug}/og/${lang}.png`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
    await request(t.app).get(`/api/v1/campaigns/${slug}/og/fr.png`).expect(404);
  });
});
