import { describe, expect, it } from 'vitest';
import { catalogFundSchema } from '../../src/domain/giving/fund-schemas';
import {
  FUNDS,
  KIND_FUND_DEFAULTS,
  allowedFunds,
  calculatorFund,
  resolveLineFund,
} from '../../src/domain/giving/funds';
import { CATALOG_KINDS } from '../../src/domain/giving/kinds';
import { campaignEndsAt, campaignStartFormSchema, sanitiseCampaignText } from '../../src/domain/campaigns';
import { riyadhDate } from '../../src/lib/civil-dates';
import { dueReason } from '../../server/services/campaigns/campaigns';
import { generalFundKey } from '../../server/services/giving/settle';
import { toOrderItem } from '../../src/lib/basket-store';

describe('funds', () => {
  it('every catalogue kind has a default fund, and only needs of the poor and indebted take zakat by default', () => {
    for (const kind of CATALOG_KINDS) expect(FUNDS).toContain(KIND_FUND_DEFAULTS[kind].fund);
    expect(CATALOG_KINDS.filter((kind) => KIND_FUND_DEFAULTS[kind].zakatEligible).sort()).toEqual([
      'bill',
      'family',
      'relieve',
    ]);
  });

  it('a line takes its item’s fund, or zakat where the item is eligible; anything else is refused with its reason', () => {
    const family = { fund: 'sadaqah' as const, zakatEligible: true };
    const cause = { fund: 'sadaqah' as const, zakatEligible: false };
    expect(allowedFunds(family)).toEqual(['sadaqah', 'zakat']);
    expect(resolveLineFund(family, undefined)).toEqual({ ok: true, fund: 'sadaqah' });
    expect(resolveLineFund(family, 'zakat')).toEqual({ ok: true, fund: 'zakat' });
    expect(resolveLineFund(cause, 'zakat')).toEqual({ ok: false, key: 'fundZakatNotEligible' });
    expect(resolveLineFund(family, 'waqf')).toEqual({ ok: false, key: 'fundNotAllowed' });
    expect(resolveLineFund({ fund: 'zakat', zakatEligible: true }, 'sadaqah')).toEqual({
      ok: false,
      key: 'fundNotAllowed',
    });
    expect([calculatorFund('zakat'), calculatorFund('zakat-fitr'), calculatorFund('kaffarah')]).toEqual([
      'zakat',
      'zakat',
      'kaffarah',
    ]);
  });

  it('an item in the zakat fund must be marked eligible', () => {
    expect(catalogFundSchema.safeParse({ fund: 'zakat', zakatEligible: false }).success).toBe(false);
    expect(catalogFundSchema.safeParse({ fund: 'zakat', zakatEligible: true }).success).toBe(true);
    expect(catalogFundSchema.safeParse({ fund: 'tithe', zakatEligible: false }).success).toBe(false);
  });

  it('late zakat lines feed their own pool; the basket sends only a zakat choice', () => {
    expect(generalFundKey({ kind: 'bill', fund: 'zakat' })).toBe('zakat:bill');
    expect(generalFundKey({ kind: 'bill', fund: 'sadaqah' })).toBe('bill');
    const line = {
      id: 'family:20:zakat',
      kind: 'family' as const,
      ref: '20',
      title: { ar: 'أ', en: 'A' },
      unitAmount: 1000,
      quantity: 1,
    };
    expect(toOrderItem({ ...line, fund: 'zakat' })).toMatchObject({ fund: 'zakat' });
    expect(toOrderItem({ ...line, fund: 'sadaqah' })).not.toHaveProperty('fund');
  });
});

describe('campaign rules', () => {
  it('removes control and direction characters and collapses spaces', () => {
    expect(sanitiseCampaignText('  Sara\u202E\u2066  Ali\u0000 ')).toBe('Sara Ali');
    expect(sanitiseCampaignText(5)).toBe(5);
  });

  it('the last day ends at midnight in Riyadh', () => {
    expect(campaignEndsAt('2026-12-31')).toBe('2026-12-31T21:00:00.000Z');
    expect(riyadhDate(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('the form’s single cause value is split for the schema; bad dates and names are refused', () => {
    const schema = campaignStartFormSchema(() => '2026-11-23');
    const body = {
      causeRef: 'bill:30',
      target: '١٥٠٠',
      endsOn: '2026-12-01',
      displayName: 'Sara',
      message: 'A short message for donors',
      mobile: '0551234567',
    };
    const parsed = schema.safeParse(body);
    expect(parsed.success && parsed.data).toMatchObject({ causeKind: 'bill', causeRef: '30', target: 1500 });
    expect(schema.safeParse({ ...body, endsOn: '2026-02-30' }).success).toBe(false);
    expect(schema.safeParse({ ...body, endsOn: '2026-11-23' }).success).toBe(false);
    expect(schema.safeParse({ ...body, endsOn: '2027-02-22' }).success).toBe(false);
    expect(schema.safeParse({ ...body, displayName: 'x.co' }).success).toBe(false);
    expect(schema.safeParse({ ...body, causeRef: '' }).success).toBe(false);
  });

  it('an approved campaign is due to close at its target or after its last moment, never before', () => {
    const row = { status: 'approved', collected: 500, target: 1000, ends_at: '2026-12-31T21:00:00.000Z' };
    expect(dueReason(row, new Date('2026-12-31T20:59:59Z'))).toBeNull();
    expect(dueReason(row, new Date('2026-12-31T21:00:00Z'))).toBe('date');
    expect(dueReason({ ...row, collected: 1000 }, new Date('2026-01-01T00:00:00Z'))).toBe('target');
    expect(dueReason({ ...row, status: 'pending', collected: 1000 }, new Date())).toBeNull();
  });
});
