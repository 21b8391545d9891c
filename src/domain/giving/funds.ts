import type { CalculatorKind, CatalogKind } from './kinds';

/**
 * Funds (docs/decisions/027-fund-types-and-zakat.md). Every catalogue item belongs to one fund,
 * and every order line records the fund its money went to at order time. Zakat is kept apart from
 * every other fund: a line goes to the zakat fund only when its cause is eligible for zakat (a
 * flag per item, set in the catalogue) or when it is a zakat calculator amount (the association's
 * zakat pool, distributed to eligible beneficiaries only).
 *
 * Labels: `giving:funds.<fund>` (locales/{ar,en}/giving.json). Their zod schemas are in
 * fund-schemas.ts: pages that only need a fund's name (a calculator's Donate button) do not load zod.
 */
export const FUNDS = ['zakat', 'sadaqah', 'waqf', 'kaffarah', 'general'] as const;
export type Fund = (typeof FUNDS)[number];

export function isFund(value: unknown): value is Fund {
  return typeof value === 'string' && (FUNDS as readonly string[]).includes(value);
}

/** The i18n key of a fund's label. */
export function fundLabelKey(fund: Fund): string {
  return `giving:funds.${fund}`;
}

/**
 * The fund a new catalogue row of each kind starts in, and whether it takes zakat (staff change
 * both per item). Families, bills and patients' debts are needs of the poor and the indebted —
 * recipients of zakat — so they may be given as zakat; endowment shares are waqf; the store and
 * the farm cart sell goods (general fund); the rest is voluntary charity (sadaqah).
 */
export const KIND_FUND_DEFAULTS: Readonly<Record<CatalogKind, { fund: Fund; zakatEligible: boolean }>> = {
  cause: { fund: 'sadaqah', zakatEligible: false },
  waqf: { fund: 'waqf', zakatEligible: false },
  family: { fund: 'sadaqah', zakatEligible: true },
  bill: { fund: 'sadaqah', zakatEligible: true },
  relieve: { fund: 'sadaqah', zakatEligible: true },
  haj: { fund: 'sadaqah', zakatEligible: false },
  product: { fund: 'general', zakatEligible: false },
  'farm-product': { fund: 'general', zakatEligible: false },
  anfahum: { fund: 'sadaqah', zakatEligible: false },
};

/** Calculator lines: zakat on money and zakat al-fitr go to the zakat fund, kaffarah to its own. */
export function calculatorFund(kind: CalculatorKind): Fund {
  return kind === 'kaffarah' ? 'kaffarah' : 'zakat';
}

/** Programs (content, not catalogue rows) take voluntary charity only. */
export const PROGRAM_FUND: Fund = 'sadaqah';

/** What decides a line's fund: the item's own fund and its zakat flag. */
export interface FundedItem {
  fund: Fund;
  zakatEligible: boolean;
}

/** The funds a donor may choose for an item: its own, plus zakat when it is eligible. */
export function allowedFunds(item: FundedItem): Fund[] {
  if (item.fund === 'zakat') return ['zakat'];
  return item.zakatEligible ? [item.fund, 'zakat'] : [item.fund];
}

/**
 * The fund of a line: the donor's choice when allowed, else the item's own fund. Returns the
 * validation key of the refusal otherwise: `fundZakatNotEligible` (zakat to a cause that does not
 * take it) or `fundNotAllowed` (any other fund than the item's).
 */
export function resolveLineFund(
  item: FundedItem,
  requested: Fund | undefined,
): { ok: true; fund: Fund } | { ok: false; key: 'fundZakatNotEligible' | 'fundNotAllowed' } {
  if (requested === undefined) return { ok: true, fund: item.fund };
  if (allowedFunds(item).includes(requested)) return { ok: true, fund: requested };
  return { ok: false, key: requested === 'zakat' ? 'fundZakatNotEligible' : 'fundNotAllowed' };
}
