import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { manageToken } from '../../server/services/periodic/links';
import { CARDS, LINK_SECRET } from '../helpers/periodic-fixtures';
import { newKey } from '../helpers/giving-fixtures';

/**
 * Periodic giving over HTTP: setting a plan up, the sandbox card page and its return to the signed
 * manage link, the manage actions, and refused links (tampered, expired) that change nothing.
 */
describe('periodic giving API', () => {
  const t = useTestApp({ env: { PERIODIC_LINK_SECRET: LINK_SECRET, GIVING_RATE_LIMIT: '200' } });
  const plan = {
    kind: 'cause',
    ref: '1',
    amount: '٥٠٠٠',
    frequency: 'monthly',
    name: 'Periodic Donor',
    mobile: '0512345678',
  };

  async function setUp(lang: 'ar' | 'en' = 'en', card: string = CARDS.good) {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', lang)
      .set('Idempotency-Key', newKey())
      .send(plan);
    expect(created.status).toBe(201);
    const cardUrl = created.body.cardUrl as string;
    expect(cardUrl).toMatch(new RegExp(`^/api/v1/periodic/cards/sandbox/[A-Za-z0-9_-]{22}\\?lang=${lang}$`));
    const page = await request(t.app).get(cardUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBeDefined();
    const saved = await request(t.app).post(cardUrl).type('form').send({ card, expiry: '12/35', action: 'save' });
    expect(saved.status).toBe(303);
    const location = saved.headers.location as string;
    expect(location).toMatch(
      new RegExp(`^/${lang}/periodic/manage\\?t=v1\\.[A-Za-z0-9_-]{22}\\.\\d+\\.[A-Za-z0-9_-]+&done=setup$`),
    );
    const token = decodeURIComponent(new URL(location, 'https://x').searchParams.get('t')!);
    return { planId: created.body.planId as string, token, cardUrl };
  }

  const view = (token: string, lang = 'en') =>
    request(t.app).get('/api/v1/periodic/manage').query({ t: token }).set('Accept-Language', lang);
  const act = (action: string, body: object, lang = 'en') =>
    request(t.app).post(`/api/v1/periodic/manage/${action}`).set('Accept-Language', lang).send(body);

  it('sets up a plan, keeps only a token of the card, and texts the manage link', async () => {
    const { planId, token, cardUrl } = await setUp();
    const stored = await t
      .database!.db.selectFrom('periodic_plans')
      .selectAll()
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'active',
      amount: 5000,
      card_last4: '1111',
      card_exp_month: 12,
      card_exp_year: 2035,
    });
    expect(stored.card_token).toMatch(/^tok_sandbox_/);
    expect(JSON.stringify(stored)).not.toContain(CARDS.good);
    const sms = await t
      .database!.db.selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', stored.donor_mobile)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body).toMatch(
      /periodic gift to Where most needed is set up: .*Every month.*https:\/\/example\.org\/en\/periodic\/manage\?t=v1\./,
    );
    // The card page works once.
    const again = await request(t.app)
      .post(cardUrl)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
    expect(again.status).toBe(409);
    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.body).toMatchObject({
      status: 'active',
      frequency: 'monthly',
      amount: 5000,
      card: { last4: '1111' },
      mobileEnd: '678',
      title: { en: 'Where most needed' },
    });
    expect(shown.body.nextCharge).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(shown.body)).not.toContain('0512345678');
  });

  it('lists what periodic gifts may go to, and sets up programs, families and endowment shares by count', async () => {
    const items = (await request(t.app).get('/api/v1/periodic/items')).body as Array<{
      kind: string;
      ref: string;
      unitPrice: number | null;
    }>;
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['cause', 'anfahum', 'program', 'family', 'bill', 'relieve', 'waqf']),
    );
    expect(items.find((item) => item.kind === 'waqf' && item.ref === '10')?.unitPrice).toBe(10_000);
    expect(items[0]).toMatchObject({ kind: 'cause', ref: '1' }); // "where most needed" first
    expect(items.every((item) => !['haj', 'product', 'farm-product'].includes(item.kind))).toBe(true);
    for (const body of [
      { kind: 'program', ref: '1', amount: 2500 },
      { kind: 'family', ref: '20', amount: 3000 },
      { kind: 'waqf', ref: '10', quantity: 2 },
    ]) {
      const created = await request(t.app)
        .post('/api/v1/periodic/plans')
        .set('Idempotency-Key', newKey())
        .send({ ...plan, amount: undefined, ...body });
      expect(created.status).toBe(201);
      const stored = await t
        .database!.db.selectFrom('periodic_plans')
        .select(['kind', 'amount', 'quantity', 'status'])
        .where('id', '=', created.body.planId)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        kind: body.kind,
        status: 'pending_card',
        amount: body.kind === 'waqf' ? 20_000 : body.amount,
      });
    }
    // A family's amount over what it still needs is refused like the basket's.
    const over = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Idempotency-Key', newKey())
      .send({ ...plan, kind: 'family', ref: '20', amount: 99_000_000 });
    expect(over.status).toBe(400);
    // A program staff have taken off the site (a draft) is no longer offered, and a new plan for it is refused.
    await t.database!.db.updateTable('programs').set({ status: 'draft' }).where('id', '=', 1).execute();
    const offered = (await request(t.app).get('/api/v1/periodic/items')).body as Array<{ kind: string; ref: string }>;
    expect(offered.some((item) => item.kind === 'program' && item.ref === '1')).toBe(false);
    const hidden = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Idempotency-Key', newKey())
      .send({ ...plan, amount: 2500, kind: 'program', ref: '1' });
    expect(hidden.status).toBe(400);
    await t.database!.db.updateTable('programs').set({ status: 'published' }).where('id', '=', 1).execute();
  });

  it('refuses a bad card on the card page in the visitor language, and a plan for an unknown cause', async () => {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'ar')
      .set('Idempotency-Key', newKey())
      .send(plan);
    const refused = await request(t.app)
      .post(created.body.cardUrl)
      .type('form')
      .send({ card: '4242424242424242', expiry: '12/35', action: 'save' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('استخدم إحدى البطاقات التجريبية');
    const expired = await request(t.app)
      .post(created.body.cardUrl)
      .type('form')
      .send({ card: CARDS.good, expiry: '01/20', action: 'save' });
    expect(expired.status).toBe(400);
    const unknown = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'en')
      .set('Idempotency-Key', newKey())
      .send({ ...plan, ref: '99999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.ref).toBeDefined();
    const badFrequency = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'en')
      .set('Idempotency-Key', newKey())
      .send({ ...plan, frequency: 'hourly', endDate: '2020-01-01' });
    expect(badFrequency.status).toBe(400);
    expect(Object.keys(badFrequency.body.error.fields)).toContain('frequency');
    const past = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'en')
      .set('Idempotency-Key', newKey())
      .send({ ...plan, endDate: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.endDate).toMatch(/after today/);
    const noKey = await request(t.app).post('/api/v1/periodic/plans').send(plan);
    expect(noKey.status).toBe(400);
  });

  it('skips the next charge, changes the amount and cancels, each confirmed at once', async () => {
    const { planId, token } = await setUp('ar');
    const before = (await view(token)).body;
    const skipped = await act('skip', { t: token });
    expect(skipped.status).toBe(200);
    expect(skipped.body.view.skipped).toEqual([before.nextCharge]);
    expect(skipped.body.view.nextCharge > before.nextCharge).toBe(true);
    const amount = await act('amount', { t: token, amount: '12000' });
    expect(amount.status).toBe(200);
    expect(amount.body.view.amount).toBe(12_000);
    const tooSmall = await act('amount', { t: token, amount: 5 }, 'ar');
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error.fields.amount).toBeDefined();
    const cancelled = await act('cancel', { t: token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.view).toMatchObject({ status: 'cancelled', nextCharge: null });
    const stored = await t
      .database!.db.selectFrom('periodic_plans')
      .select(['status', 'cancelled_at'])
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('cancelled');
    expect(stored.cancelled_at).not.toBeNull();
    // After cancelling, nothing else changes it.
    const late = await act('amount', { t: token, amount: 20000 });
    expect(late.status).toBe(409);
  });

  it('pauses, resumes and changes the card through the gateway page, back to the manage link', async () => {
    const { planId, token } = await setUp();
    expect((await act('pause', { t: token })).body.view).toMatchObject({
      status: 'paused',
      pausedReason: 'donor',
      nextCharge: null,
    });
    expect((await act('pause', { t: token })).status).toBe(409);
    expect((await act('resume', { t: token })).body.view.status).toBe('active');
    const card = await act('card', { t: token });
    expect(card.status).toBe(200);
    const saved = await request(t.app)
      .post(card.body.cardUrl)
      .type('form')
      .send({ card: CARDS.poor, expiry: '06/31', action: 'save' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toMatch(/^\/en\/periodic\/manage\?t=v1\..*&done=card$/);
    expect((await view(token)).body.card).toEqual({ brand: 'visa', last4: '9995', expMonth: 6, expYear: 2031 });
    const sms = await t
      .database!.db.selectFrom('outbox_messages')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/now the one ending 9995/);
    // Cancel on the gateway's page leaves the card as it was.
    const again = await act('card', { t: token });
    const cancelled = await request(t.app).post(again.body.cardUrl).type('form').send({ action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toMatch(/^\/en\/periodic\/manage\?t=/);
    expect((await view(token)).body.card.last4).toBe('9995');
    expect(planId).toBeTruthy();
  });

  it('answers a tampered link 403 and an expired one 410, changing nothing', async () => {
    const { planId, token } = await setUp();
    const tampered = [
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      token.replace(/\.(\d+)\./, (_m, n: string) => `.${Number(n) + 86400}.`),
      token.replace(planId, planId.slice(0, -1) + (planId.endsWith('A') ? 'B' : 'A')),
      'v1.nonsense',
      '',
    ];
    for (const bad of tampered) {
      const shown = await view(bad);
      expect(shown.status).toBe(403);
      expect(shown.body.error.code).toBe('link_invalid');
      const cancel = await act('cancel', { t: bad });
      expect(cancel.status).toBe(403);
    }
    const expired = manageToken(LINK_SECRET, planId, new Date(Date.now() - 46 * 24 * 3600 * 1000), 45);
    const old = await view(expired, 'ar');
    expect(old.status).toBe(410);
    expect(old.body.error).toMatchObject({ code: 'link_expired', message: 'انتهت صلاحية هذا الرابط، ولم يتغير شيء.' });
    expect((await act('cancel', { t: expired })).status).toBe(410);
    // A link signed with another secret names nothing either.
    expect((await view(manageToken('another-secret-another-secret-another', planId, new Date(), 45))).status).toBe(403);
    const stored = await t
      .database!.db.selectFrom('periodic_plans')
      .select(['status'])
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('active');
    // JSON only: a cross-site form post is refused before anything is read.
    const form = await request(t.app).post('/api/v1/periodic/manage/cancel').type('form').send({ t: token });
    expect(form.status).toBe(415);
    expect((await view(token)).body.status).toBe('active');
  });
});

describe('periodic giving pages', () => {
  const t = useTestApp({ env: { PERIODIC_LINK_SECRET: LINK_SECRET, GIVING_RATE_LIMIT: '200' } });

  async function activeToken(lang: 'ar' | 'en') {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', lang)
      .set('Idempotency-Key', newKey())
      .send({ kind: 'cause', ref: '1', amount: 5000, frequency: 'friday', name: 'Page Donor', mobile: '0512345670' });
    const saved = await request(t.app)
      .post(created.body.cardUrl)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
    return {
      planId: created.body.planId as string,
      token: decodeURIComponent(new URL(saved.headers.location, 'https://x').searchParams.get('t')!),
    };
  }

  it('renders the setup form in both languages', async () => {
    const ar = await request(t.app).get('/ar/donate/periodic');
    expect(ar.status).toBe(200);
    expect(ar.text).toContain('كل جمعة');
    expect(ar.text).toContain('العشر الأواخر من رمضان');
    const en = await request(t.app).get('/en/donate/periodic');
    expect(en.status).toBe(200);
    expect(en.text).toContain('The last ten nights of Ramadan');
  });

  it('shows the plan behind a valid link, and a clear page for a tampered, expired or missing one', async () => {
    const { planId, token } = await activeToken('ar');
    const page = await request(t.app).get(`/ar/periodic/manage?t=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store|private/);
    expect(page.text).toContain('تبرعك الدوري');
    expect(page.text).toContain('كل جمعة');
    expect(page.text).toContain('إلغاء التبرع الدوري');
    expect(page.text).toContain('noindex');
    const tampered = await request(t.app).get(
      `/en/periodic/manage?t=${encodeURIComponent(token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x'))}`,
    );
    expect(tampered.status).toBe(200);
    expect(tampered.text).toContain('This link does not work');
    expect(tampered.text).toContain('Nothing has been changed');
    const expired = await request(t.app).get(
      `/ar/periodic/manage?t=${encodeURIComponent(manageToken(LINK_SECRET, planId, new Date(Date.now() - 50 * 86400_000), 45))}`,
    );
    expect(expired.text).toContain('انتهت صلاحية هذا الرابط');
    const missing = await request(t.app).get('/en/periodic/manage');
    expect(missing.text).toContain('Open this page from the link');
  });
});
