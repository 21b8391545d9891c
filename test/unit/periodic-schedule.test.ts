import { describe, expect, it } from 'vitest';
import { countIntl } from '../helpers/count-intl';
import {
  chargeInstant,
  dueDatesBetween,
  firstDueOnOrAfter,
  hijri,
  isRamadanLastTenEvening,
  nextDueAfter,
} from '../../src/domain/periodic/schedule';
import { riyadhDate } from '../../src/lib/civil-dates';
import { checkManageToken, manageToken } from '../../server/services/periodic/links';
import { planRequestSchema, planFormSchema } from '../../src/domain/periodic/plan-schema';

describe('periodic dates (docs/behaviour.md#B-PERIODIC-1)', () => {
  it('uses the Riyadh date (UTC+3)', () => {
    expect(riyadhDate(new Date('2026-03-09T20:59:59Z'))).toBe('2026-03-09');
    expect(riyadhDate(new Date('2026-03-09T21:00:00Z'))).toBe('2026-03-10');
  });

  it("reads Umm al-Qura from the site's table, as Intl does, building no date formatter (the form's preview runs in the browser)", () => {
    const intl = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const counted = countIntl('DateTimeFormat');
    const mismatches: string[] = [];
    try {
      for (let time = Date.UTC(2020, 0, 1, 12); time <= Date.UTC(2040, 11, 31, 12); time += 86_400_000) {
        const date = new Date(time).toISOString().slice(0, 10);
        const parts = Object.fromEntries(intl.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
        const expected = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
        if (JSON.stringify(hijri(date)) !== JSON.stringify(expected)) mismatches.push(date);
      }
      expect(counted.built()).toBe(0);
    } finally {
      counted.restore();
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps a monthly plan on its day, the last day in shorter months, leap years included', () => {
    const rule = { frequency: 'monthly' as const, anchorDate: '2027-01-31' };
    expect(dueDatesBetween(rule, '2027-01-01', '2028-03-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(nextDueAfter({ frequency: 'monthly', anchorDate: '2026-05-15' }, '2026-05-15')).toBe('2026-06-15');
  });

  it('never starts before the anchor; weekly keeps its weekday; Fridays are Fridays', () => {
    expect(firstDueOnOrAfter({ frequency: 'daily', anchorDate: '2026-06-10' }, '2026-06-01')).toBe('2026-06-10');
    expect(dueDatesBetween({ frequency: 'weekly', anchorDate: '2026-06-10' }, '2026-06-01', '2026-06-30')).toEqual([
      '2026-06-10',
      '2026-06-17',
      '2026-06-24',
    ]);
    expect(dueDatesBetween({ frequency: 'friday', anchorDate: '2026-06-10' }, '2026-06-01', '2026-06-30')).toEqual([
      '2026-06-12',
      '2026-06-19',
      '2026-06-26',
    ]);
  });

  it("follows Umm al-Qura for Ramadan's last ten nights: ten evenings in a 30-day month, nine in a 29-day one", () => {
    expect(hijri('2026-02-18')).toEqual({ year: 1447, month: 9, day: 1 });
    const rule = { frequency: 'ramadan-last-ten' as const, anchorDate: '2026-01-01' };
    const y1447 = dueDatesBetween(rule, '2026-01-01', '2026-12-31');
    expect(y1447).toHaveLength(10);
    expect(y1447[0]).toBe('2026-03-09'); // 20 Ramadan 1447: the night of the 21st begins that evening
    expect(isRamadanLastTenEvening('2026-03-19')).toBe(false); // 30 Ramadan: Eid's eve
    const y1448 = dueDatesBetween(rule, '2027-01-01', '2027-12-31');
    expect(y1448).toHaveLength(9);
    expect(y1448.map((date) => hijri(date).day)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28]);
    // A plan set up during the last ten nights starts that very evening; after them, next year.
    expect(firstDueOnOrAfter({ frequency: 'ramadan-last-ten', anchorDate: '2026-03-12' }, '2026-03-12')).toBe(
      '2026-03-12',
    );
    expect(firstDueOnOrAfter({ frequency: 'ramadan-last-ten', anchorDate: '2026-03-19' }, '2026-03-19')).toBe(
      '2027-02-27',
    );
  });

  it('charges at 09:00 Riyadh, Ramadan nights at 20:00', () => {
    expect(chargeInstant('monthly', '2026-06-01')).toBe('2026-06-01T06:00:00.000Z');
    expect(chargeInstant('ramadan-last-ten', '2026-03-09')).toBe('2026-03-09T17:00:00.000Z');
  });
});

describe('manage links (docs/behaviour.md#B-PERIODIC-5)', () => {
  const secret = 'unit-test-secret-unit-test-secret-0000';
  const planId = 'AbCdEfGhIjKlMnOpQrStUv';
  const now = new Date('2026-06-01T00:00:00Z');

  it('opens one plan until it expires', () => {
    const token = manageToken(secret, planId, now, 45);
    expect(checkManageToken(secret, token, now)).toMatchObject({ ok: true, planId });
    expect(checkManageToken(secret, token, new Date(now.getTime() + 44 * 86400_000))).toMatchObject({ ok: true });
    expect(checkManageToken(secret, token, new Date(now.getTime() + 45 * 86400_000))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuses any change to any part, and other secrets', () => {
    const token = manageToken(secret, planId, now, 45);
    const [v, plan, expires, signature] = token.split('.') as [string, string, string, string];
    const variants = [
      [v, plan.replace('A', 'B'), expires, signature],
      [v, plan, String(Number(expires) + 1), signature],
      [v, plan, expires, signature.slice(1)],
      ['v2', plan, expires, signature],
    ].map((parts) => parts.join('.'));
    for (const bad of [...variants, '', 'v1', `${token}.x`, 42, null])
      expect(checkManageToken(secret, bad, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkManageToken(`${secret}x`, token, now)).toEqual({ ok: false, problem: 'invalid' });
    // A tampered expiry is "invalid", never "expired": the signature is checked first.
    expect(checkManageToken(secret, [v, plan, '1', signature].join('.'), now)).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });
});

describe('plan schema (shared by the form and the API)', () => {
  const base = { kind: 'cause', ref: '1', frequency: 'monthly', name: 'Donor Name', mobile: '0512345678' };
  it('takes halalas in the API and riyals in the form, Arabic digits included', () => {
    expect(planRequestSchema.parse({ ...base, amount: '٥٠٠٠' }).amount).toBe(5000);
    expect(planFormSchema.parse({ ...base, amount: '٥٠' }).amount).toBe(5000);
    expect(planFormSchema.parse({ ...base, amount: '12.5' }).amount).toBe(1250);
  });
  it('asks for shares for endowments and an amount otherwise; refuses unknown frequencies and fields', () => {
    expect(planRequestSchema.safeParse({ ...base, kind: 'waqf', amount: 5000 }).success).toBe(false);
    expect(planRequestSchema.parse({ ...base, kind: 'waqf', quantity: '3' }).quantity).toBe(3);
    expect(planRequestSchema.safeParse({ ...base }).success).toBe(false);
    expect(planRequestSchema.safeParse({ ...base, amount: 5000, frequency: 'hourly' }).success).toBe(false);
    expect(planRequestSchema.safeParse({ ...base, amount: 5000, card: '4111111111111111' }).success).toBe(false);
    expect(planRequestSchema.safeParse({ ...base, amount: 5000, endDate: '2026-02-30' }).success).toBe(false);
  });
});
