import { mulDiv } from './rounding';

export interface FitrRates {
  /** Halalas per person (the money value of one sa'). */
  fitrAmountPerPerson: number;
  /** Grams of staple food per person (one sa'). */
  fitrGramsPerPerson: number;
}

export interface ZakatFitrResult {
  persons: number;
  /** Staple food for the household, grams. */
  grams: number;
  /** Its money value, halalas. */
  amount: number;
}

/** Zakat al-Fitr: one sa' per person in the household; its money value is persons × the amount per person. */
export function calculateZakatFitr(persons: number, rates: FitrRates): ZakatFitrResult {
  if (!Number.isSafeInteger(persons) || persons < 0) throw new RangeError('persons must be a whole number ≥ 0');
  return {
    persons,
    grams: mulDiv(persons, rates.fitrGramsPerPerson, 1, 'nearest'),
    amount: mulDiv(persons, rates.fitrAmountPerPerson, 1, 'nearest'),
  };
}
