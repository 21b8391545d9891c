import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../src/admin/admin-i18n';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionKey,
  auditEntityKey,
  isAuditEntity,
} from '../../src/admin/audit-vocabulary';
import { exportedEntity } from '../../server/admin/csv-export';

/**
 * The audit log shows what was done and to what as words in the staff member's language, never as
 * the code the server wrote ("second-factor.enrol", "aid-request"). The server can only write the
 * vocabulary's codes (audit()'s types); here each code is held to a label in both languages.
 */
describe('the audit log vocabulary', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`every action and every entity has a label in ${locale}`, () => {
      const i18n = createAdminI18n(locale);
      const missing: string[] = [];
      for (const action of AUDIT_ACTIONS) {
        const label = i18n.t(auditActionKey(action));
        if (!i18n.exists(auditActionKey(action)) || typeof label !== 'string' || label === auditActionKey(action))
          missing.push(action);
      }
      for (const entity of AUDIT_ENTITIES) {
        // Its own label, or the back office's name for the resource it is.
        const own = i18n.exists(auditEntityKey(entity));
        const resource =
          i18n.exists(`resources.${entity}.name`) && typeof i18n.t(`resources.${entity}.name`) === 'string';
        if (!own && !resource) missing.push(entity);
      }
      expect(missing).toEqual([]);
    });
  }

  it('labels read as the screen’s language: no Latin word in an Arabic label, no Arabic in an English one', () => {
    const ar = createAdminI18n('ar');
    const en = createAdminI18n('en');
    for (const action of AUDIT_ACTIONS) {
      expect(ar.t(auditActionKey(action)).replace('CSV', ''), action).not.toMatch(/[A-Za-z]/);
      expect(en.t(auditActionKey(action)), action).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(ar.t(auditActionKey('second-factor.enrol'))).toBe('إعداد التحقق الثاني');
    expect(en.t(auditActionKey('periodic-cancel'))).toBe('Periodic giving cancelled');
    expect(ar.t(auditEntityKey('aid-request'))).toBe('طلب مساعدة');
  });

  it('codes are unique, and an exported list is recorded under its route’s name', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
    expect(exportedEntity('/orders')).toBe('orders');
    expect(exportedEntity('/inbox/:kind')).toBe('inbox');
    expect(exportedEntity('/dashboard')).toBeNull();
    expect(isAuditEntity('__proto__')).toBe(false);
  });
});
