import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import type { DonorSessionState } from '../../src/domain/donor-space/api-types';
import { StatementSteps, browserTexts } from '../../src/pages/receipts/statement';

const bundle = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

function render(node: ReactNode, locale: Locale): string {
  const namespaces = ['common', 'apply', 'validation', 'donor', 'giving', 'receipts'];
  const i18n = createI18n(locale, Object.fromEntries(namespaces.map((ns) => [ns, bundle(locale, ns)])));
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>).replace(/[\u2066-\u2069]/g, '');
}

const steps = (view: Parameters<typeof StatementSteps>[0]['view'], locale: Locale) =>
  render(
    <StatementSteps view={view} onChange={() => undefined} onSignedOut={() => undefined} onRetry={() => undefined} />,
    locale,
  );
const code = (triesLeft: number, open: boolean): DonorSessionState => ({
  state: 'code',
  mobileMasked: '05•••••222',
  expiresAt: '2026-01-01T00:00:00.000Z',
  triesLeft,
  open,
});

describe('the yearly statement page’s code step is the donor’s space kit', () => {
  it('asks where the device stands first (so a reload in the middle of signing in comes back to the code step)', () => {
    expect(steps({ state: 'checking' }, 'ar')).toContain('data-testid="statement-checking"');
    expect(steps({ state: 'checking' }, 'en')).toContain('Checking whether you are signed in');
    // The sign-in messages reach the browser with the page.
    expect(browserTexts).toEqual(expect.arrayContaining(['donor:signIn', 'donor:errors', 'validation:statementCode']));
  });

  it('asks for the mobile when signed out, in both languages', () => {
    expect(steps({ state: 'signedOut' }, 'ar')).toContain('name="mobile"');
    expect(steps({ state: 'signedOut' }, 'en')).toContain('name="mobile"');
  });

  it('counts the tries left and offers a new code to the same number while the code is open', () => {
    const arabic = steps(code(2, true), 'ar');
    expect(arabic).toContain('بقيت محاولتان.');
    expect(arabic).toContain('صالح لمدة ١٠ دقائق');
    expect(arabic).toContain('name="code"');
    expect(arabic).toContain('أرسل رمزًا جديدًا');
    const english = steps(code(3, true), 'en');
    expect(english).toContain('3 tries left');
    expect(english).toContain('data-testid="donor-resend"');
  });

  it('after a lockout says the code is spent, not that it is valid for ten minutes, and offers a new code', () => {
    const arabic = steps(code(0, false), 'ar');
    expect(arabic).toContain('لم يعد هذا الرمز صالحًا');
    expect(arabic).not.toContain('صالح لمدة');
    expect(arabic).not.toContain('name="code"');
    expect(arabic).toContain('أرسل رمزًا جديدًا');
    const english = steps(code(0, false), 'en');
    expect(english).toContain('This code can no longer be used');
    expect(english).not.toContain('valid for 10 minutes');
    expect(english).toContain('Send a new code');
  });
});
