import type { NumberFieldSpec } from './number-input';

/**
 * What each calculator field accepts. The upper bounds only catch typing slips ("absurd" values:
 * an extra row of zeros), far above any real household's wealth; they also keep every product
 * well inside exact integer range. They are input limits, not prices or thresholds, so they live
 * here rather than in the calculator settings.
 */
export const FIELD_LIMITS = {
  /** Riyals with halalas: up to one hundred billion SAR. */
  money: { decimals: 2, max: 100_000_000_000, emptyAs: 0 },
  /** Grams with milligrams: up to a tonne of gold or silver per field. */
  grams: { decimals: 3, max: 1_000_000, emptyAs: 0 },
  /** Persons in one household paying zakat al-Fitr. */
  persons: { decimals: 0, min: 1, max: 1_000 },
  /** Broken oaths, or days of fasting (up to ten years of Ramadans for fidyah). */
  count: { decimals: 0, min: 1, max: 3_650 },
} as const satisfies Record<string, NumberFieldSpec>;

export type FieldKind = keyof typeof FIELD_LIMITS;
