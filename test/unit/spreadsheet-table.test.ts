import { describe, expect, it } from 'vitest';
import { adminT } from '../../server/admin/i18n';
import { spreadsheetTable } from '../../server/admin/spreadsheet-table';

const orders = [
  {
    id: 'A1',
    number: 1001,
    status: 'pending',
    method: 'bank-transfer',
    kind: 'waqf',
    donorMobile: '0512345678',
    createdAt: '2026-03-01T22:30:00.000Z',
    locale: 'ar',
    next: ['paid'],
  },
  {
    id: 'A2',
    number: 1002,
    status: 'paid',
    method: 'card',
    kind: 'cause',
    donorMobile: null,
    createdAt: '2026-03-02T09:05:00.000Z',
    locale: 'en',
    next: [],
  },
];

describe('a list as a clean spreadsheet', () => {
  it('writes Riyadh times to the minute under a header that says so, words for codes, mobiles as text, no internal column (English)', () => {
    const table = spreadsheetTable(orders, { resource: 'orders', t: adminT('en') });
    expect(table.header).toEqual(['ID', 'Number', 'Status', 'Payment', 'Kind', 'Mobile', 'Placed on (Riyadh time)']);
    expect(table.rows[0]).toEqual([
      'A1',
      1001,
      'Waiting for payment',
      'Bank transfer',
      'Endowment shares',
      '\u20660512345678\u2069',
      '2026-03-02 01:30',
    ]);
    expect(table.rows[1]).toEqual(['A2', 1002, 'Paid', 'Card', 'Donation', '', '2026-03-02 12:05']);
  });

  it('writes the same in Arabic', () => {
    const table = spreadsheetTable(orders, { resource: 'orders', t: adminT('ar') });
    expect(table.header).toContain('تاريخ الطلب (بتوقيت الرياض)');
    expect(table.header).not.toContain('اللغة');
    expect(table.rows[0]).toEqual(expect.arrayContaining(['بانتظار الدفع', 'تحويل بنكي', '2026-03-02 01:30']));
  });

  it('leaves free text as it is, even when it looks like a code', () => {
    const table = spreadsheetTable([{ id: 'x', status: 'paid', donorName: 'paid' }], {
      resource: 'orders',
      t: adminT('en'),
    });
    expect(table.rows[0]).toEqual(['x', 'Paid', 'paid']);
  });

  it('writes a column that repeats another under the same header once (the totals list’s id is its period)', () => {
    const table = spreadsheetTable([{ id: '2026-03', period: '2026-03', orders: 2 }], {
      resource: 'totals',
      t: adminT('en'),
    });
    expect(table.header).toEqual(['Period', 'Paid orders']);
    expect(table.rows).toEqual([['2026-03', 2]]);
  });
});
