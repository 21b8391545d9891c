import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { CARDS, LINK_SECRET } from '../helpers/periodic-fixtures';
import { newKey } from '../helpers/giving-fixtures';

/**
 * The manage link cannot multiply a gift (decision 052, docs/behaviour.md#B-PERIODIC-6): with the
 * link alone the amount moves up to three times what the card was confirmed for; above that the
 * answer is 403 `card_required` and the raise goes through the card page, after which the new amount
 * and its ceiling hold. Every change the link makes is texted to the plan's mobile, once, by kind.
 */
describe.each(TEST_DIALECTS)('periodic amount ceiling and change texts (%s)', (dialect) => {
  const t = useTestApp({ database: dialect, env: { PERIODIC_LINK_SECRET: LINK_SECRET, GIVING_RATE_LIMIT: '500' } });
  const db = () => t.database!.db;
  let mobiles = 0;

  /** A plan with its card saved on the sandbox page, each on its own mobile (caps are per number). */
  async function setUp(lang: 'ar' | 'en', gift: Record<string, unknown> = { kind: 'cause', ref: '1', amount: 5000 }) {
    const mobile = `05700${dialect === 'sqlite' ? 1 : 2}${String((mobiles += 1)).padStart(4, '0')}`;
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', lang)
      .set('Idempotency-Key', newKey())
      .send({ frequency: 'monthly', name: 'Ceiling Donor', mobile, ...gift });
    expect(created.status).toBe(201);
    const saved = await request(t.app)
      .post(created.body.cardUrl as string)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
    expect(saved.status).toBe(303);
    const token = decodeURIComponent(new URL(saved.headers.location as string, 'https://x').searchParams.get('t')!);
    return { planId: created.body.planId as string, token, mobile };
  }

  const act = (action: string, body: object, lang = 'en') =>
    request(t.app).post(`/api/v1/periodic/manage/${action}`).set('Accept-Language', lang).send(body);
  const stored = (planId: string) =>
    db().selectFrom('periodic_plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
  const smsTo = (mobile: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'kind', 'body'])
      .where('channel', '=', 'sms')
      .where('recipient', '=', mobile)
      .orderBy('id')
      .execute();

  /** Runs one change and returns the SMS it queued for the mobile (there must be exactly one). */
  async function textedOnce(mobile: string, change: () => Promise<unknown>) {
    const before = (await smsTo(mobile)).length;
    await change();
    const sent = (await smsTo(mobile)).slice(before);
    expect(sent.map((row) => row.kind)).toHaveLength(1);
    return sent[0]!;
  }

  it('refuses SAR 1,000,000 a period with the link alone: a 403 in the donor’s language, nothing changed, nothing texted', async () => {
    const { planId, token, mobile } = await setUp('ar');
    expect((await stored(planId)).amount_ceiling).toBe(15_000); // SAR 50 × 3
    const before = await smsTo(mobile);
    const million = await act('amount', { t: token, amount: 100_000_000 }, 'ar');
    expect(million.status).toBe(403);
    expect(million.body.error).toMatchObject({ code: 'card_required', message: expect.stringContaining('بطاقتك') });
    const english = await act('amount', { t: token, amount: '1000000' }, 'en');
    expect(english.status).toBe(403);
    expect(english.body.error.message).toMatch(/needs your card again/);
    // One halala over the ceiling is as refused as a million riyals.
    expect((await act('amount', { t: token, amount: 15_001 })).status).toBe(403);
    expect(await stored(planId)).toMatchObject({ amount: 5000, amount_ceiling: 15_000 });
    expect(await smsTo(mobile)).toEqual(before);
    const shown = await request(t.app).get('/api/v1/periodic/manage').query({ t: token });
    expect(shown.body).toMatchObject({ amount: 5000, amountCeiling: 15_000 });
  });

  it('moves the amount freely up to the ceiling (down and back up), each change texted once in the plan’s language', async () => {
    const { planId, token, mobile } = await setUp('en');
    const up = await textedOnce(mobile, async () => {
      const changed = await act('amount', { t: token, amount: 15_000 });
      expect(changed.status).toBe(200);
      expect(changed.body.view).toMatchObject({ amount: 15_000, amountCeiling: 15_000 });
    });
    expect(up.kind).toBe('periodic.amountChanged');
    expect(up.body).toMatch(/is now SAR\s150 each time.*https:\/\/example\.org\/en\/periodic\/manage\?t=v1\./);
    // Lowering does not lower the ceiling: the donor may come back up to it.
    expect((await textedOnce(mobile, () => act('amount', { t: token, amount: 2000 }).expect(200))).kind).toBe(
      'periodic.amountChanged',
    );
    expect((await textedOnce(mobile, () => act('amount', { t: token, amount: 14_000 }).expect(200))).kind).toBe(
      'periodic.amountChanged',
    );
    expect(await stored(planId)).toMatchObject({ amount: 14_000, amount_ceiling: 15_000 });

    // Shares by count: the ceiling is on what they cost (2 shares of SAR 100 → up to SAR 600).
    const waqf = await setUp('ar', { kind: 'waqf', ref: '10', quantity: 2 });
    expect((await stored(waqf.planId)).amount_ceiling).toBe(60_000);
    expect((await act('amount', { t: waqf.token, quantity: 7 }, 'ar')).status).toBe(403);
    const shares = await textedOnce(waqf.mobile, () => act('amount', { t: waqf.token, quantity: 6 }, 'ar').expect(200));
    expect(shares.kind).toBe('periodic.amountChanged');
    expect(shares.body).toMatch(/[\u0600-\u06FF]/);
    expect(await stored(waqf.planId)).toMatchObject({ quantity: 6, amount: 60_000 });
  });

  it('raises above the ceiling once the card is saved again: the new amount and ceiling hold, one text', async () => {
    const { planId, token, mobile } = await setUp('en');
    const before = (await smsTo(mobile)).length;
    const raise = await act('raise', { t: token, amount: 100_000_000 });
    expect(raise.status).toBe(200);
    const cardUrl = raise.body.cardUrl as string;
    expect(cardUrl).toMatch(/^\/api\/v1\/periodic\/cards\/sandbox\/[\w-]{22}\?lang=en$/);
    // Nothing changes until the card comes back.
    expect(await stored(planId)).toMatchObject({ amount: 5000, amount_ceiling: 15_000 });
    expect(await smsTo(mobile)).toHaveLength(before);
    const page = await request(t.app).get(cardUrl);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/SAR\s1,000,000/);
    expect(page.text).toContain('confirms the new amount');

    // Leaving the card page keeps the plan as it was.
    const left = await request(t.app).post(cardUrl).type('form').send({ action: 'cancel' });
    expect(left.status).toBe(303);
    expect(left.headers.location).toMatch(/^\/en\/periodic\/manage\?t=/);
    expect((await stored(planId)).amount).toBe(5000);

    const again = (await act('raise', { t: token, amount: 100_000_000 }).expect(200)).body.cardUrl as string;
    const raised = await textedOnce(mobile, async () => {
      const saved = await request(t.app)
        .post(again)
        .type('form')
        .send({ card: CARDS.poor, expiry: '06/31', action: 'save' });
      expect(saved.status).toBe(303);
      expect(saved.headers.location).toMatch(/^\/en\/periodic\/manage\?t=v1\..*&done=raise$/);
    });
    expect(raised.kind).toBe('periodic.amountRaised');
    expect(raised.body).toMatch(/ending 9995 is confirmed.*is now SAR\s1,000,000 each time/);
    expect(await stored(planId)).toMatchObject({
      amount: 100_000_000,
      amount_ceiling: 300_000_000,
      card_last4: '9995',
    });
    // The page the donor lands on says so.
    const landed = await request(t.app).get(`/en/periodic/manage?t=${encodeURIComponent(token)}&done=raise`);
    expect(landed.text).toContain('Your card is confirmed, and the new amount applies from the next charge.');
    // A bad amount is refused before any card page.
    const bad = await act('raise', { t: token, amount: 5 }, 'ar');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.amount).toBeDefined();
  });

  it('saves the card but keeps the amount when the raise no longer prices (a family now needs less)', async () => {
    const family = await db()
      .selectFrom('giving_items')
      .select(['id', 'collected'])
      .where('kind', '=', 'family')
      .where('id', '=', 20)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('giving_items')
      .set({ target: Number(family.collected) + 100_000 })
      .where('id', '=', family.id)
      .execute();
    const { planId, token, mobile } = await setUp('en', { kind: 'family', ref: '20', amount: 3000 });
    expect((await act('amount', { t: token, amount: 40_000 })).status).toBe(403);
    const cardUrl = (await act('raise', { t: token, amount: 40_000 }).expect(200)).body.cardUrl as string;
    // Other donors gave meanwhile: SAR 100 is all it still needs.
    await db()
      .updateTable('giving_items')
      .set({ target: Number(family.collected) + 10_000 })
      .where('id', '=', family.id)
      .execute();
    const sms = await textedOnce(mobile, async () => {
      const saved = await request(t.app)
        .post(cardUrl)
        .type('form')
        .send({ card: CARDS.good, expiry: '11/34', action: 'save' });
      expect(saved.headers.location).toMatch(/&done=raiseRefused$/);
    });
    expect(sms.kind).toBe('periodic.cardChanged');
    expect(await stored(planId)).toMatchObject({ amount: 3000, amount_ceiling: 9000, card_exp_year: 2034 });
  });

  it('texts every change made through the link exactly once, by kind, in Arabic for an Arabic plan', async () => {
    const { token, mobile } = await setUp('ar');
    const kinds: string[] = [];
    const arabic = (body: string) =>
      expect(body).toMatch(/[\u0600-\u06FF].*https:\/\/example\.org\/ar\/periodic\/manage\?t=v1\./);
    for (const action of ['skip', 'pause', 'resume', 'amount'] as const) {
      const sms = await textedOnce(mobile, () =>
        act(action, action === 'amount' ? { t: token, amount: 7000 } : { t: token }).expect(200),
      );
      arabic(sms.body);
      kinds.push(sms.kind!);
    }
    const card = await textedOnce(mobile, async () => {
      const cardUrl = (await act('card', { t: token }).expect(200)).body.cardUrl as string;
      await request(t.app)
        .post(cardUrl)
        .type('form')
        .send({ card: CARDS.good, expiry: '10/33', action: 'save' })
        .expect(303);
    });
    arabic(card.body);
    kinds.push(card.kind!);
    const cancelled = await textedOnce(mobile, () => act('cancel', { t: token }).expect(200));
    kinds.push(cancelled.kind!);
    expect(kinds).toEqual([
      'periodic.skipped',
      'periodic.paused',
      'periodic.resumed',
      'periodic.amountChanged',
      'periodic.cardChanged',
      'periodic.cancelled',
    ]);
    // A refused change texts nothing.
    const after = (await smsTo(mobile)).length;
    expect((await act('pause', { t: token })).status).toBe(409);
    expect(await smsTo(mobile)).toHaveLength(after);
  });
});
