import { describe, expect, it } from 'vitest';
import { addLocale, createI18n } from '../../src/lib/i18n';

describe('addLocale', () => {
  it('fills in the texts a partial namespace lacks (the page state carries only the used ones)', () => {
    const i18n = createI18n('en', { apply: { form: { optional: 'optional' } } });
    expect(i18n.t('apply:form.failedTitle')).toBe('form.failedTitle');
    addLocale(i18n, 'en', {
      apply: { form: { optional: 'changed', failedTitle: 'The form could not be sent' } },
      giving: { amount: { min: 'The smallest amount is {{min}}' } },
    });
    expect(i18n.t('apply:form.failedTitle')).toBe('The form could not be sent');
    expect(i18n.t('apply:form.optional')).toBe('optional');
    expect(i18n.t('giving:amount.min', { min: 'SAR 10' })).toBe('The smallest amount is SAR 10');
  });
});
