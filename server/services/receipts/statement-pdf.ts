import { fundLabelKey } from '#src/domain/giving/funds';
import { pick } from '#src/domain/content-media';
import { formatMoney, formatNumber, formatPlainNumber } from '#src/lib/format';
import { formatDualDate } from '#src/lib/format-date';
import { formatPhone } from '#src/lib/phone';
import type { Locale } from '#src/lib/locale';
import { PdfWriter } from '../../pdf/pdf-writer';
import { maskMobile } from '../giving/receipt';
import {
  MUTED,
  columnBoxes,
  documentDirection,
  ltr,
  writeFact,
  writeHeader,
  writeRow,
  type AssociationHeader,
  type FixedT,
} from './document-parts';
import { fundTotals } from './receipt-pdf';
import type { Statement } from './statements';

/**
 * A number's yearly statement as PDF (docs/behaviour.md#B-RECEIPT-3): every paid donation of the
 * year with both dates, its lines and funds, totals per fund (zakat apart) and the year's total.
 */
export async function renderStatementPdf(
  statement: Statement,
  header: AssociationHeader | null,
  locale: Locale,
  t: FixedT,
): Promise<Buffer> {
  const title = statementTitle(statement, locale, t);
  const pdf = new PdfWriter({ direction: documentDirection(locale), lang: locale === 'ar' ? 'ar-SA' : 'en-GB', title });
  writeHeader(pdf, header);
  pdf.paragraph(title, { size: 14, bold: true });

  const [first, second] = columnBoxes(pdf, [1, 1]);
  const top = pdf.y;
  writeFact(pdf, t('receipts:pdf.statementNumber'), ltr(formatPhone(maskMobile(statement.mobile), locale)), first!);
  const start = formatDualDate(statement.range.start, locale);
  // The range's end is the next year's first midnight: the last day shown is the day before it.
  const end = formatDualDate(new Date(new Date(statement.range.end).getTime() - 1).toISOString(), locale);
  // A year is said in its own calendar; a range of days the donor chose, in both.
  const calendars = statement.year === null ? (['gregorian', 'hijri'] as const) : ([statement.calendar] as const);
  for (const calendarKey of calendars)
    writeFact(
      pdf,
      t('receipts:pdf.statementPeriod'),
      t('receipts:pdf.statementPeriodValue', { start: start[calendarKey], end: end[calendarKey] }),
      first!,
    );
  const leftBottom = pdf.y;
  pdf.y = top;
  writeFact(pdf, t('receipts:pdf.statementCount'), formatNumber(statement.orders.length, locale), second!);
  writeFact(pdf, t('receipts:pdf.total'), formatMoney(statement.total, locale), second!);
  pdf.y = Math.max(leftBottom, pdf.y) + 4;

  if (statement.orders.length === 0) {
    pdf.rule();
    pdf.paragraph(t('receipts:pdf.statementNone'), { size: 11 });
    return pdf.end();
  }

  const boxes = columnBoxes(pdf, [14, 22, 40, 24]);
  pdf.rule();
  writeRow(
    pdf,
    boxes,
    [t('receipts:pdf.number'), t('receipts:pdf.date'), t('receipts:pdf.item'), t('receipts:pdf.amount')].map(
      (text) => ({ text, style: { bold: true, color: MUTED } }),
    ),
  );
  pdf.rule();
  for (const order of statement.orders) {
    const dates = formatDualDate(order.paidAt, locale);
    const lines = order.lines.map((line) =>
      [
        pick(line.title, locale),
        line.fund ? t(fundLabelKey(line.fund)) : t(`giving:kinds.${line.kind}`),
        formatMoney(line.amount, locale),
      ].join(' · '),
    );
    writeRow(pdf, boxes, [
      { text: formatPlainNumber(order.number, locale) },
      { text: `${dates.hijri}\n${dates.gregorian}` },
      { text: lines.join('\n'), ...(order.periodic ? { note: t('receipts:pdf.statementPeriodic') } : {}) },
      { text: formatMoney(order.total, locale) },
    ]);
  }
  pdf.rule();
  writeRow(pdf, boxes, [
    { text: t('receipts:pdf.total'), style: { bold: true } },
    { text: '' },
    { text: '' },
    { text: formatMoney(statement.total, locale), style: { bold: true } },
  ]);
  const byFund = fundTotals(statement.orders.flatMap((order) => order.lines));
  if (byFund.length) {
    pdf.y += 4;
    pdf.paragraph(t('receipts:pdf.fundTotals'), { size: 9, bold: true, color: MUTED }, pdf.content, 0);
    for (const [fund, amount] of byFund)
      writeRow(pdf, boxes, [
        { text: '' },
        { text: '' },
        { text: t(fundLabelKey(fund)) },
        { text: formatMoney(amount, locale) },
      ]);
  }
  if (header) pdf.paragraph(t('receipts:pdf.issued', { association: header.name }), { size: 8, color: MUTED });
  return pdf.end();
}

/** "Donation statement for the year 1447 AH", or for a range of days, "Donation statement" (its period follows). */
function statementTitle(statement: Statement, locale: Locale, t: FixedT): string {
  if (statement.year === null) return t('receipts:pdf.statementRangeTitle');
  const year = formatPlainNumber(statement.year, locale);
  const yearLabel =
    statement.calendar === 'hijri'
      ? `${year} ${t('receipts:statement.calendars.hijri')}`
      : `${year} ${t('receipts:statement.calendars.gregorian')}`;
  return t('receipts:pdf.statementTitle', { year: yearLabel });
}
