import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../src/admin/admin-i18n';
import {
  SIGN_IN_EVENTS,
  SIGN_IN_STEPS,
  auditActionKey,
  isSignInEvent,
  signInStepKey,
} from '../../src/admin/audit-vocabulary';

/** The audit screen shows a sign-in entry as words: its action, the step it was about, where it came from. */
describe('sign-in entries in the audit log’s words', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`every sign-in event and step has a label in ${locale}, in that language’s script`, () => {
      const t = createAdminI18n(locale).t;
      const script = locale === 'ar' ? /^[\u0600-\u06FF «»()،]+$/ : /^[A-Za-z ,“”’-]+$/;
      for (const key of [
        ...SIGN_IN_EVENTS.map(auditActionKey),
        ...SIGN_IN_STEPS.map(signInStepKey),
        'resources.audit.signIn.step',
        'resources.audit.signIn.address',
      ]) {
        const label = t(key);
        expect(label, key).not.toBe(key);
        expect(label, key).toMatch(script);
      }
    });
  }

  it('the four sign-in events are told apart from other actions', () => {
    expect(SIGN_IN_EVENTS.every(isSignInEvent)).toBe(true);
    expect(isSignInEvent('password.change')).toBe(false);
    expect(isSignInEvent('create')).toBe(false);
    expect(createAdminI18n('ar').t(signInStepKey('recovery-code'))).toBe('رمز استرداد');
    expect(createAdminI18n('en').t(signInStepKey('current-password'))).toBe('Current password, on “My account”');
  });
});
