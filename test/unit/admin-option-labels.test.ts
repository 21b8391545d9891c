import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/admin.json';
import en from '../../locales/en/admin.json';
import { AID_NEED_CATEGORIES, AVAILABILITY, PATIENT_RELATIONSHIPS, QUALIFICATIONS, VOLUNTEER_INTERESTS } from '../../src/domain/applications/options';
import { IN_KIND_CONDITIONS, IN_KIND_ITEM_TYPES } from '../../src/domain/giving/kinds';

/** The back office shows a form's option codes by their labels (admin.json `options.<list>`), never the code. */
const LISTS: Record<string, readonly string[]> = {
  itemType: IN_KIND_ITEM_TYPES,
  condition: IN_KIND_CONDITIONS,
  qualification: QUALIFICATIONS,
  interest: VOLUNTEER_INTERESTS,
  availability: AVAILABILITY,
  needCategory: AID_NEED_CATEGORIES,
  relationship: PATIENT_RELATIONSHIPS,
};

describe('back-office option labels', () => {
  for (const [language, bundle] of [['ar', ar], ['en', en]] as const) {
    it(`every code of every form list has a label in ${language}`, () => {
      const options = bundle.options as Record<string, Record<string, string>>;
      for (const [list, codes] of Object.entries(LISTS)) {
        expect(Object.keys(options[list] ?? {}).sort(), list).toEqual([...codes].sort());
        for (const code of codes) expect(options[list]?.[code], `${list}.${code}`).toMatch(/\S/);
      }
    });
  }
});
