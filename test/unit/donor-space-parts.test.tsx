import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import { formatMoney } from '../../src/lib/format';
import type { Locale } from '../../src/lib/locale';
import type { DonorOrder, DonorOverview } from '../../src/domain/donor-space/api-types';
import { OrdersList } from '../../src/pages/my-giving/parts/orders-list';
import { PlansGiftsCampaigns } from '../../src/pages/my-giving/parts/plans-gifts-campaigns';
import { SignIn } from '../../src/pages/my-giving/parts/sign-in';

const bundle = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

function render(node: ReactNode, locale: Locale): string {
  const namespaces = ['common', 'apply', 'validation', 'donor', 'giving', 'periodic', 'receipts'];
  const i18n = createI18n(locale, Object.fromEntries(namespaces.map((ns) => [ns, bundle(locale, ns)])));
  // Interpolated values come inside direction isolates; the checks below read the text without them.
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>).replace(/[\u2066-\u2069]/g, '');
}

const order = (state: DonorOrder['state'], number: number, refunded = 0): DonorOrder => ({
  id: `order${number}`.padEnd(22, 'x'),
  number,
  createdAt: '2026-03-01T09:00:00.000Z',
  paidAt: '2026-03-01T09:00:00.000Z',
  total: 12_500,
  refunded,
  state,
  test: false,
  periodic: number === 3,
  lines: [{ title: { ar: 'سقيا ماء', en: 'Water' }, amount: 12_500, fund: 'zakat' }],
  verifyCode: state === 'pending' ? null : 'ABCDEFGHJKMNPQRSTVWXYZ2345',
});

const overview: DonorOverview = {
  mobileMasked: '05•••••222',
  name: 'Layla',
  orders: [],
  plans: [
    {
      title: { ar: 'تبرع شهري', en: 'Monthly gift' },
      amount: 10_000,
      frequency: 'monthly',
      status: 'paused',
      nextDueDate: '2026-12-01',
      cardLast4: '4242',
      manageUrl: 'https://example.org/ar/periodic/manage?t=v1.x',
      cardReplaceable: false,
    },
  ],
  manageLinkDays: 45,
  gifts: [
    {
      orderNumber: 7,
      title: { ar: 'هدية', en: 'Gift' },
      amount: 5_000,
      recipientName: 'Sara',
      code: 'GIFTCODE',
      paid: true,
    },
  ],
  campaigns: [
    {
      slug: 'abc',
      name: 'Friends of Khalid',
      status: 'approved',
      target: 100_000,
      collected: 25_000,
      endsOn: '2026-12-31',
    },
  ],
  years: { hijri: [1447], gregorian: [2026] },
  erasure: null,
};

/** The donor's space as it is drawn (docs/behaviour.md#B-DONOR-2): states, digits, links, direction. */
describe('donor space parts', () => {
  it('lists orders with their state, refunds and receipt links, in Arabic digits on an Arabic page', () => {
    const html = render(
      <OrdersList
        orders={[
          order('paid', 1),
          order('partlyRefunded', 2, 4_000),
          order('refunded', 3, 12_500),
          order('pending', 4),
        ]}
      />,
      'ar',
    );
    expect(html).toContain('التبرع رقم ١');
    expect(html).toContain('مدفوع');
    expect(html).toContain('مُسترد جزئيًا');
    expect(html).toContain(`أُعيد ${formatMoney(4_000, 'ar')}`);
    expect(formatMoney(4_000, 'ar')).toContain('٤٠');
    expect(html).toContain('بانتظار الدفع');
    expect(html).toContain('href="/ar/donate/success/order1xxxxxxxxxxxxxxxx"');
    expect(html).toContain('href="/api/v1/orders/order1xxxxxxxxxxxxxxxx/receipt.pdf?lang=ar"');
    expect(html).toContain('href="/ar/receipts/verify/ABCDEFGHJKMNPQRSTVWXYZ2345"');
    expect(html).toContain(' · زكاة');
    expect(html).toContain('عطاء دوري');
    expect(html).not.toMatch(/التبرع رقم [0-9]/);
    // A pending order has no receipt yet.
    expect(html.match(/receipt\.pdf/g)).toHaveLength(3);
  });

  it('writes the same in English with Western digits', () => {
    const html = render(<OrdersList orders={[order('partlyRefunded', 12, 4_000)]} />, 'en');
    expect(html).toContain('Donation no. 12');
    expect(html).toContain('Partly refunded');
    expect(html).toContain(`${formatMoney(4_000, 'en')} refunded`);
    expect(html).not.toMatch(/[٠-٩]/);
  });

  it('gives each plan its manage link and status, and the gifts and campaigns their pages', () => {
    const arabic = render(<PlansGiftsCampaigns overview={overview} />, 'ar');
    expect(arabic).toContain('href="https://example.org/ar/periodic/manage?t=v1.x"');
    expect(arabic).toContain('إدارة هذا العطاء');
    expect(arabic).toContain('بطاقة تنتهي بـ ٤٢٤٢');
    expect(arabic).toContain('يعمل كلٌّ منها ٤٥ يومًا');
    expect(arabic).toContain('إلى <bdi>Sara</bdi>');
    expect(arabic).toContain('href="/ar/gifts/GIFTCODE"');
    expect(arabic).toContain('<bdi>Friends of Khalid</bdi>');
    expect(arabic).toContain('href="/ar/campaigns/abc"');
    const english = render(<PlansGiftsCampaigns overview={overview} />, 'en');
    expect(english).toContain('Card ending 4242');
    expect(english).toContain('Paused');
    expect(english).toContain('Every month');
  });

  it('shows the code step with the number isolated left to right, the tries left, and a new code once the code is closed', () => {
    const open = render(
      <SignIn
        state={{
          state: 'code',
          mobileMasked: '05•••••222',
          expiresAt: '2026-01-01T00:00:00.000Z',
          triesLeft: 3,
          open: true,
        }}
        onChange={() => undefined}
      />,
      'ar',
    );
    expect(open).toContain('<bdi dir="ltr">');
    expect(open).toContain('بقيت ٣ محاولات.');
    expect(open).toContain('name="code"');
    expect(open).toContain('أرسل رمزًا جديدًا');
    const closed = render(
      <SignIn
        state={{
          state: 'code',
          mobileMasked: '05•••••222',
          expiresAt: '2026-01-01T00:00:00.000Z',
          triesLeft: 0,
          open: false,
        }}
        onChange={() => undefined}
      />,
      'en',
    );
    expect(closed).toContain('This code can no longer be used');
    expect(closed).not.toContain('name="code"');
    expect(closed).toContain('Send a new code');
  });
});
