import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderBody, paySandbox, postOrder } from '../helpers/giving-fixtures';
import { TEST_CARDS } from '../../server/payments/sandbox';
import type { OrderCreated, Receipt } from '../../src/domain/giving/api-types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: 'sqlite', env: { GIVING_RATE_LIMIT: '10000' } });
});
afterAll(() => t.close());

const page = (path: string) => request(t.app).get(path);

async function sandboxOrder(items: Parameters<typeof orderBody>[0]): Promise<OrderCreated> {
  return (await postOrder(t.app, orderBody(items)).expect(201)).body as OrderCreated;
}

describe('contribution pages render their catalog in both languages', () => {
  const cases: Array<[string, string, string]> = [
    ['/contribute/donate', 'حيث الحاجة أشد', 'Where most needed'],
    ['/contribute/waqf', 'وقف الرعاية الصحية', 'Health-care endowment'],
    ['/contribute/families', 'أسرة مريض غسيل كلوي', 'Family of a dialysis patient'],
    ['/contribute/families/FamilyList', 'أسرة أرملة ترعى مريضاً', 'A widow caring for a patient'],
    ['/contribute/families/20', 'أسرة مريض غسيل كلوي', 'Family of a dialysis patient'],
    ['/contribute/bills', 'فاتورة مياه لأسرة محتاجة', 'Water bill of a family in need'],
    ['/contribute/bills/BillList', 'فاتورة كهرباء لمسنّ', 'Electricity bill of an elderly patient'],
    ['/contribute/relieve', 'سداد دين علاج أورام', 'Cancer treatment debt'],
    ['/contribute/haj', 'حج عن متوفى', 'Hajj on behalf of a deceased person'],
    ['/contribute/products', 'كرسي متحرك', 'Wheelchair'],
    ['/contribute/products/ProductList', 'جهاز قياس ضغط الدم', 'Blood-pressure monitor'],
    ['/contribute/farm-cart', 'كرتون تمر', 'Box of dates'],
    ['/contribute/farm-cart/ProductList', 'عسل طبيعي', 'Natural honey'],
    ['/contribute/anfahum', 'صندوق أنفعهم', 'Anfahum fund'],
    ['/donate/instant-donation', 'حيث الحاجة أشد', 'Where most needed'],
    ['/farheten', 'عيد سعيد', 'Eid greetings'],
    ['/farheten/GiftList', 'فوانيس', 'Lanterns'],
    ['/farheten/2', 'زهور', 'Flowers'],
    ['/gifts/item/1', 'حيث الحاجة أشد', 'Where most needed'],
  ];
  for (const [path, ar, en] of cases) {
    it(`${path}: Arabic and English`, async () => {
      const arabic = await page(`/ar${path}`).expect(200);
      expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain(ar);
      const english = await page(`/en${path}`).expect(200);
      expect(english.text).toContain(en);
    });
  }

  it('shows prices, shares left and the on-behalf choice on the endowment page', async () => {
    const res = await page('/en/contribute/waqf').expect(200);
    expect(res.text).toMatch(/Share price/);
    expect(res.text).toMatch(/Shares left: \d/);
    expect(res.text).toContain('A deceased person');
  });

  it('offers "pay it all" for bills and accessible amount chips', async () => {
    const res = await page('/en/contribute/bills').expect(200);
    expect(res.text).toContain('Pay it all');
    expect(res.text).toMatch(/role="group" aria-labelledby="[^"]+-label"/);
    expect(res.text).toContain('aria-pressed="true"');
  });

  it('answers 404 for an id of another kind under /families/ and an unknown occasion', async () => {
    await page('/en/contribute/families/10').expect(404);
    await page('/en/contribute/families/99999').expect(404);
    await page('/en/farheten/999').expect(404);
    await page('/en/gifts/item/10').expect(404);
  });
});

describe('basket, ways to give, in-kind form', () => {
  it('renders the basket without any basket content in the HTML; the test basket is noindex', async () => {
    const cart = await page('/ar/donate/cart').expect(200);
    expect(cart.text).toContain('جارٍ تحميل سلتك');
    expect(cart.text).not.toMatch(/<meta name="robots" content="noindex/);
    const test = await page('/en/donate/cart-test').expect(200);
    expect(test.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('says why when a payment failed', async () => {
    const res = await page('/en/donate/cart?payment=failed&reason=declined').expect(200);
    expect(res.text).toContain('The payment did not go through.');
    expect(res.text).toContain('the card was declined');
  });

  it('lists ways to give with the bank accounts from the profile, on /donate and /pages/donate', async () => {
    const profile = (await request(t.app).get('/api/v1/profile').expect(200)).body as {
      bankAccounts: Array<{ iban: string }>;
    };
    expect(profile.bankAccounts.length).toBeGreaterThan(0);
    for (const path of ['/ar/donate', '/en/pages/donate']) {
      const res = await page(path).expect(200);
      for (const account of profile.bankAccounts) expect(res.text).toContain(account.iban);
    }
  });

  it('renders the in-kind request form in both languages', async () => {
    expect((await page('/ar/contribute/samples').expect(200)).text).toContain('أجهزة طبية');
    expect((await page('/en/contribute/samples').expect(200)).text).toContain('Hospital beds');
  });
});

describe('payment return and receipt', () => {
  it('/donate/paid sends a paid payment to its receipt and a declined one back to the basket', async () => {
    const paid = await sandboxOrder([{ kind: 'cause', ref: '1', amount: 12_345 }]);
    await paySandbox(t.app, paid.payment.id, TEST_CARDS.success).expect(303);
    const ok = await page(`/en/donate/paid?payment=${paid.payment.id}`).expect(303);
    expect(ok.headers.location).toBe(`/en/donate/success/${paid.orderId}`);

    const declined = await sandboxOrder([{ kind: 'cause', ref: '2', amount: 5_000 }]);
    await paySandbox(t.app, declined.payment.id, TEST_CARDS.declined).expect(303);
    const back = await page(`/ar/donate/paid?payment=${declined.payment.id}`).expect(303);
    expect(back.headers.location).toBe('/ar/donate/cart?payment=failed&reason=declined');

    const cancelled = await sandboxOrder([{ kind: 'cause', ref: '2', amount: 5_000 }]);
    await paySandbox(t.app, cancelled.payment.id, '', 'cancel').expect(303);
    expect((await page(`/en/donate/paid?payment=${cancelled.payment.id}`).expect(303)).headers.location).toBe(
      '/en/donate/cart?payment=cancelled',
    );
  });

  it('/donate/paid without a payment id: a noindex page pointing to the basket and the receipt, in both languages', async () => {
    for (const [locale, text] of [
      ['en', 'There is no payment to check here'],
      ['ar', 'لا يوجد دفع للتحقق منه هنا'],
    ] as const) {
      const res = await page(`/${locale}/donate/paid`).expect(200);
      expect(res.text).toContain('data-testid="paid-without-payment"');
      expect(res.text).toContain(text);
      expect(res.text).toContain(`href="/${locale}/donate/cart"`);
      expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    }
    await page('/en/donate/paid?payment=').expect(200);
  });

  it('/donate/paid with a malformed or unknown payment id is a 404', async () => {
    await page('/en/donate/paid?payment=not-an-id').expect(404);
    await page('/en/donate/paid?payment=AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('shows the receipt with the number, items, total and both calendars, noindex, in both languages', async () => {
    const order = await sandboxOrder([
      { kind: 'waqf', ref: '10', quantity: 2 },
      { kind: 'cause', ref: '1', amount: 7_550 },
    ]);
    await paySandbox(t.app, order.payment.id, TEST_CARDS.success).expect(303);
    await page(`/en/donate/paid?payment=${order.payment.id}`).expect(303);
    const receipt = (await request(t.app).get(`/api/v1/orders/${order.orderId}/receipt`).expect(200)).body as Receipt;
    const en = await page(`/en/donate/success/${order.orderId}`).expect(200);
    expect(en.text).toMatch(/<meta name="robots" content="noindex/);
    expect(en.text).toContain(`Receipt for donation no. ${receipt.number}<`);
    expect(en.text).toContain('Health-care endowment');
    expect(en.text).toContain('Where most needed');
    expect(en.text).toContain('75.50');
    expect(en.text).toMatch(/AH/);
    const ar = await page(`/ar/donate/success/${order.orderId}`).expect(200);
    expect(ar.text).toContain('إيصال التبرع رقم');
    expect(ar.text).toContain('هـ');
    if (receipt.association) expect(en.text).toContain(receipt.association.licenceNumber);
    await page('/en/donate/success/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });
});

describe('gift card', () => {
  it('opens the recipient’s card by its code once paid, on the empty layout; without a code, a form', async () => {
    const gift = {
      occasionId: 2,
      cardId: 3,
      senderName: 'Sample Sender',
      recipientName: 'Sample Recipient',
      recipientMobile: '0598765432',
      message: 'Get well soon',
      showAmount: false,
    };
    const order = await sandboxOrder([{ kind: 'gift', ref: '1', amount: 10_000, gift }]);
    await paySandbox(t.app, order.payment.id, TEST_CARDS.success).expect(303);
    await page(`/en/donate/paid?payment=${order.payment.id}`).expect(303);
    const receipt = (await request(t.app).get(`/api/v1/orders/${order.orderId}/receipt`).expect(200)).body as Receipt;
    const code = receipt.items[0].gift?.code;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    const en = await page(`/en/gifts/${code}`).expect(200);
    // The names the donor typed are isolated from the sentence around them.
    expect(en.text).toContain('To <bdi>Sample Recipient</bdi>');
    expect(en.text).toContain('<bdi>Sample Sender</bdi> has made a donation');
    expect(en.text).toContain('Get well soon');
    expect(en.text).not.toContain('class="site-footer"');
    const ar = await page(`/ar/gifts/${code}`).expect(200);
    expect(ar.text).toContain('إلى <bdi>Sample Recipient</bdi>');
    const form = await page('/en/gifts').expect(200);
    expect(form.text).toContain('Card code');
    await page('/en/gifts/ZZZZZZZZZZ').expect(404);
  });
});
