import { mulDiv } from './rounding';

export const KAFFARAH_TYPES = ['oath', 'fidyah', 'intercourse'] as const;
export type KaffarahType = (typeof KAFFARAH_TYPES)[number];
/** What is given: a meal to each poor person, or (oath only) a garment. */
export type KaffarahProvision = 'food' | 'clothing';

export interface KaffarahRule {
  /** Poor people fed (or clothed) for one kaffarah or one day. */
  people: number;
  /** The fast that comes before or instead of the feeding, in days; 0 when there is none. */
  fastDays: number;
  /** Whether clothing may replace the meals. */
  clothing: boolean;
}

/**
 * Fixed by the Qur'an and the Sunnah (Al-Ma'idah 5:89; Al-Baqarah 2:184; the hadith of the man who
 * had intercourse in Ramadan). These are the rules themselves, not prices, so they are not settings:
 * - oath (and vow): feed or clothe ten poor people; whoever cannot, fasts three days;
 * - fidyah: one poor person fed for each day missed by someone who cannot fast;
 * - intercourse in a Ramadan day: sixty consecutive days of fasting; only whoever cannot, feeds sixty.
 */
export const KAFFARAH_RULES: Record<KaffarahType, KaffarahRule> = {
  oath: { people: 10, fastDays: 3, clothing: true },
  fidyah: { people: 1, fastDays: 0, clothing: false },
  intercourse: { people: 60, fastDays: 60, clothing: false },
};

export interface KaffarahPrices {
  /** Halalas per meal. */
  mealPrice: number;
  /** Halalas per garment. */
  clothingPrice: number;
}

export interface KaffarahInput {
  type: KaffarahType;
  /** Broken oaths (oath), missed days (fidyah) or violated days (intercourse). */
  count: number;
  provision: KaffarahProvision;
}

export interface KaffarahResult {
  type: KaffarahType;
  provision: KaffarahProvision;
  count: number;
  /** Poor people fed or clothed in all: count × people per kaffarah. */
  people: number;
  unitPrice: number;
  amount: number;
  rule: KaffarahRule;
}

/** Amount = people (× days or oaths) × the meal (or garment) price. */
export function calculateKaffarah(input: KaffarahInput, prices: KaffarahPrices): KaffarahResult {
  if (!Number.isSafeInteger(input.count) || input.count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const rule = KAFFARAH_RULES[input.type];
  const provision: KaffarahProvision = rule.clothing && input.provision === 'clothing' ? 'clothing' : 'food';
  const unitPrice = provision === 'clothing' ? prices.clothingPrice : prices.mealPrice;
  const people = input.count * rule.people;
  return {
    type: input.type,
    provision,
    count: input.count,
    people,
    unitPrice,
    amount: mulDiv(people, unitPrice, 1, 'nearest'),
    rule,
  };
}
