import ar from '../../../locales/ar/giving.json';
import en from '../../../locales/en/giving.json';
import type { Bilingual } from '#src/domain/content-core';
import type { CalculatorKind } from '#src/domain/giving/kinds';

/** Order lines without a catalog row (calculator amounts) get their title from giving.json. */
export function calculatorTitle(kind: CalculatorKind): Bilingual {
  return { ar: ar.calculatorTitles[kind], en: en.calculatorTitles[kind] };
}
