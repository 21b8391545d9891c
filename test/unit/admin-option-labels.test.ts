import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../src/admin/admin-i18n';
import {
  AID_NEED_CATEGORIES,
  AVAILABILITY,
  PATIENT_RELATIONSHIPS,
  QUALIFICATIONS,
  VOLUNTEER_INTERESTS,
} from '../../src/domain/applications/options';
import { IN_KIND_CONDITIONS, IN_KIND_ITEM_TYPES } from '../../src/domain/giving/kinds';
import apply from '../../locales/en/apply.json';

/**
 * The back office shows a form's option codes by the labels the form offered (read from the forms'
 * locale files, admin-i18n.ts), never the code, and staff wording where admin.json has its own.
 */
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
  for (const locale of ['ar', 'en'] as const) {
    it(`every code of every form list has a label in ${locale}`, () => {
      const i18n = createAdminI18n(locale);
      for (const [list, codes] of Object.entries(LISTS)) {
        for (const code of codes) {
          const key = `options.${list}.${code}`;
          expect(i18n.exists(key), key).toBe(true);
          expect(i18n.t(key), key).not.toBe(key);
        }
      }
    });
  }

  it('labels are the form’s own, and staff read their own words where admin.json has them', () => {
    const i18n = createAdminI18n('en');
    expect(i18n.t('options.needCategory.dialysis')).toBe(apply.options.needCategory.dialysis);
    expect(i18n.t('options.itemType.hospitalBeds')).toBe('Hospital beds');
    expect(i18n.t('options.relationship.parent')).toBe(apply.options.relationship.parent);
    expect(i18n.t('options.relationship.self')).toBe('The applicant is the patient');
    expect(apply.options.relationship.self).toBe('Myself');
    expect(createAdminI18n('ar').t('listSeparator')).toBe('، ');
  });
});
