import { describe, expect, it } from 'vitest';
import {
  parseStatement,
  statementAmount,
  statementDate,
  StatementRefusal,
} from '../../server/services/giving/bank-statement-import';

/** How statement cells are read: amounts and dates as Saudi banks write them, files as they export them. */
describe('bank statement cells', () => {
  it('reads amounts in either decimal convention and any digits, money going out as negative', () => {
    expect(statementAmount('1,500.00')).toBe(150_000);
    expect(statementAmount('1.500,00')).toBe(150_000);
    expect(statementAmount('1,500')).toBe(150_000);
    expect(statementAmount('300,5')).toBe(30_050);
    expect(statementAmount('٣٠٠٫٥٠')).toBe(30_050);
    expect(statementAmount('٤٬٥٠٠٫٠٠')).toBe(450_000);
    expect(statementAmount('SAR 300.00')).toBe(30_000);
    expect(statementAmount('300.00 ر.س')).toBe(30_000);
    expect(statementAmount('-50.00')).toBe(-5_000);
    expect(statementAmount('(50.00)')).toBe(-5_000);
    expect(statementAmount('50.00-')).toBe(-5_000);
    for (const bad of ['', 'abc', '1e5', '--5', '12345678901234567']) expect(statementAmount(bad), bad).toBeNull();
  });

  it('reads dates year first or day first, with a time or not, and refuses days that do not exist', () => {
    expect(statementDate('2026-11-20')).toBe('2026-11-20');
    expect(statementDate('2026/11/20 13:45')).toBe('2026-11-20');
    expect(statementDate('20/11/2026')).toBe('2026-11-20');
    expect(statementDate('٢٠-١١-٢٠٢٦')).toBe('2026-11-20');
    expect(statementDate('5.1.2026')).toBe('2026-01-05');
    for (const bad of ['30/02/2026', '2026-13-01', '11/20', 'غدًا', '']) expect(statementDate(bad), bad).toBeNull();
  });

  it('reads a file with a byte-order mark and semicolons, keeping Arabic text and quoted separators', () => {
    const parsed = parseStatement(
      Buffer.from('\uFEFFالتاريخ;البيان;المبلغ\r\n20/11/2026;"طلب ١٠٠٠٠١; حوالة";1.500,00\r\n\r\n', 'utf8'),
    );
    expect(parsed.header).toEqual(['التاريخ', 'البيان', 'المبلغ']);
    expect(parsed.rows).toEqual([['20/11/2026', 'طلب ١٠٠٠٠١; حوالة', '1.500,00']]);
    expect(parseStatement(Buffer.from('date,description,amount\n2026-11-20,"a, b",10\n')).rows[0]).toEqual([
      '2026-11-20',
      'a, b',
      '10',
    ]);
  });

  it('the same columns give the same signature whatever their case; control characters are dropped', () => {
    const a = parseStatement(Buffer.from('Date;Amount\n1;2\n'));
    const b = parseStatement(Buffer.from('DATE;amount\n3;4\n'));
    expect(a.signature).toBe(b.signature);
    expect(parseStatement(Buffer.from('a;b\nx\u0007y;\u202Ez\n')).rows[0]).toEqual(['xy', 'z']);
  });

  it('refuses what it cannot read whole', () => {
    const refusal = (data: Buffer) => {
      try {
        parseStatement(data);
      } catch (error) {
        return error instanceof StatementRefusal ? error.messageKey : 'other';
      }
      return null;
    };
    expect(refusal(Buffer.alloc(0))).toBe('transfers.errors.emptyFile');
    expect(refusal(Buffer.from([0xc7, 0xe1, 0x3b, 0x41, 0x0a]))).toBe('transfers.errors.notUtf8');
    expect(refusal(Buffer.from('only\n1\n'))).toBe('transfers.errors.noColumns');
    expect(refusal(Buffer.from(`${Array.from({ length: 31 }, (_, i) => `c${i}`).join(';')}\n1;2\n`))).toBe(
      'transfers.errors.tooManyColumns',
    );
    expect(refusal(Buffer.from(`a;b\n${'x'.repeat(501)};1\n`))).toBe('transfers.errors.cellTooLong');
  });
});
