import type { Receipt } from '#src/domain/giving/api-types';
import type { ReceiptRefund } from '#src/domain/giving/refund-status';
import type { ReceiptVerification } from '#src/domain/receipts/api-types';
import { fundLabelKey, type Fund } from '#src/domain/giving/funds';
import { pick } from '#src/domain/content-media';
import { formatMoney, formatNumber, formatPlainNumber, localizeDigits } from '#src/lib/format';
import { formatDualDate } from '#src/lib/format-date';
import { formatPhone } from '#src/lib/phone';
import type { Locale } from '#src/lib/locale';
import { PdfWriter } from '../../pdf/pdf-writer';
import { isolate } from '#src/lib/isolate';
import {
  ACCENT,
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

/**
 * A paid order's receipt as PDF (docs/behaviour.md#B-RECEIPT-1), in one language: the association
 * and its licence, the number, both dates, the donor as the receipt page shows them, each line with
 * its fund, totals per fund when there are several (zakat is never summed with other money), and
 * the QR code of the public check page.
 */
export function associationHeader(
  receipt: Pick<Receipt, 'association'>,
  locale: Locale,
  t: FixedT,
): AssociationHeader | null {
  const association = receipt.association;
  if (!association) return null;
  return {
    name: pick(association.name, locale),
    licence: t('receipts:pdf.licence', {
      number: localizeDigits(association.licenceNumber, locale),
      authority: pick(association.authority, locale),
    }),
    contact: [
      pick(association.address, locale),
      association.phone && ltr(formatPhone(association.phone, locale)),
      association.email && ltr(association.email),
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

export async function renderReceiptPdf(
  receipt: Receipt,
  verification: ReceiptVerification,
  locale: Locale,
  t: FixedT,
): Promise<Buffer> {
  const number = formatPlainNumber(receipt.number, locale);
  const pdf = new PdfWriter({
    direction: documentDirection(locale),
    lang: locale === 'ar' ? 'ar-SA' : 'en-GB',
    title: `${t('receipts:pdf.receiptTitle')} ${number}`,
  });
  const header = associationHeader(receipt, locale, t);
  writeHeader(pdf, header);

  pdf.paragraph(`${t('receipts:pdf.receiptTitle')} ${number}`, { size: 14, bold: true });
  if (receipt.test) pdf.paragraph(t('receipts:pdf.test'), { size: 10, bold: true, color: '#b42318' });
  if (receipt.refund) pdf.paragraph(refundLine(receipt.refund, locale, t), { size: 10, bold: true, color: '#b42318' });

  const dates = formatDualDate(receipt.paidAt ?? receipt.createdAt, locale);
  const [first, second] = columnBoxes(pdf, [1, 1]);
  const top = pdf.y;
  writeFact(pdf, t('receipts:pdf.number'), number, first!);
  writeFact(pdf, t('receipts:pdf.date'), `${dates.hijri} — ${dates.gregorian}`, first!);
  const leftBottom = pdf.y;
  pdf.y = top;
  const donor = receipt.donor.anonymous ? t('receipts:pdf.anonymous') : isolate(receipt.donor.name);
  writeFact(pdf, t('receipts:pdf.donor'), `${donor} ${ltr(formatPhone(receipt.donor.mobileMasked, locale))}`, second!);
  writeFact(
    pdf,
    t('receipts:pdf.method'),
    t(
      `giving:checkout.methods.${receipt.method === 'card' && receipt.provider === 'sandbox' ? 'sandbox' : receipt.method}`,
    ),
    second!,
  );
  pdf.y = Math.max(leftBottom, pdf.y) + 4;

  const boxes = columnBoxes(pdf, [46, 24, 10, 20]);
  pdf.rule();
  writeRow(
    pdf,
    boxes,
    [t('receipts:pdf.item'), t('receipts:pdf.fund'), t('receipts:pdf.quantity'), t('receipts:pdf.amount')].map(
      (text) => ({ text, style: { bold: true, color: MUTED } }),
    ),
  );
  pdf.rule();
  for (const item of receipt.items) {
    const notes = [
      item.gift
        ? t('receipts:pdf.giftFor', {
            name: isolate(item.gift.recipientName),
            occasion: pick(item.gift.occasion, locale),
          })
        : '',
      item.onBehalfOf?.name ? t('receipts:pdf.onBehalf', { name: isolate(item.onBehalfOf.name) }) : '',
      item.redirected ? t('receipts:pdf.redirected') : '',
      item.campaign ? t('receipts:pdf.campaign', { name: isolate(item.campaign.name) }) : '',
    ].filter(Boolean);
    writeRow(pdf, boxes, [
      { text: pick(item.title, locale), ...(notes.length ? { note: notes.join(' — ') } : {}) },
      { text: fundLabel(item.fund, item.kind, t) },
      { text: formatNumber(item.quantity, locale) },
      { text: formatMoney(item.amount, locale) },
    ]);
  }
  pdf.rule();
  writeRow(pdf, boxes, [
    { text: t('receipts:pdf.total'), style: { bold: true } },
    { text: '' },
    { text: '' },
    { text: formatMoney(receipt.total, locale), style: { bold: true } },
  ]);

  const byFund = fundTotals(receipt.items);
  if (byFund.length > 1) {
    pdf.y += 4;
    pdf.paragraph(t('receipts:pdf.fundTotals'), { size: 9, bold: true, color: MUTED }, pdf.content, 0);
    for (const [fund, amount] of byFund)
      writeRow(pdf, boxes, [
        { text: t(fundLabelKey(fund)) },
        { text: '' },
        { text: '' },
        { text: formatMoney(amount, locale) },
      ]);
  }

  writeVerification(pdf, verification, t);
  if (header) pdf.paragraph(t('receipts:pdf.issued', { association: header.name }), { size: 8, color: MUTED });
  return pdf.end();
}

/** The receipt's refund, as the receipt page words it: amount, date, and what it still stands for. */
function refundLine(refund: ReceiptRefund, locale: Locale, t: FixedT): string {
  const dates = refund.refundedAt ? formatDualDate(refund.refundedAt, locale) : null;
  const values = {
    amount: formatMoney(refund.amount, locale),
    date: dates ? `${dates.hijri} — ${dates.gregorian}` : '',
  };
  if (refund.status === 'full') return t('receipts:refund.full', values);
  return `${t('receipts:refund.partial', values)} ${t('receipts:refund.remaining', { amount: formatMoney(refund.remaining, locale) })}`;
}

/** The fund of a line when it has one (campaigns' fund types), else the kind of giving. */
function fundLabel(fund: Fund | undefined, kind: string, t: FixedT): string {
  return fund ? t(fundLabelKey(fund)) : t(`giving:kinds.${kind}`);
}

export function fundTotals(items: { fund?: Fund; amount: number }[]): [Fund, number][] {
  const totals = new Map<Fund, number>();
  for (const item of items) if (item.fund) totals.set(item.fund, (totals.get(item.fund) ?? 0) + item.amount);
  return [...totals.entries()];
}

/** The QR code at the end edge, its explanation beside it at the start edge. */
export function writeVerification(pdf: PdfWriter, verification: ReceiptVerification, t: FixedT): void {
  const size = 92;
  pdf.y += 10;
  pdf.ensureSpace(size + 10);
  const top = pdf.y;
  const qrX = pdf.direction === 'rtl' ? pdf.content.x : pdf.content.x + pdf.content.width - size;
  pdf.qr(verification.url, qrX, top, size);
  const text = {
    x: pdf.direction === 'rtl' ? pdf.content.x + size + 16 : pdf.content.x,
    width: pdf.content.width - size - 16,
  };
  pdf.paragraph(t('receipts:pdf.verifyTitle'), { size: 11, bold: true, color: ACCENT }, text, 2);
  pdf.paragraph(t('receipts:pdf.verifyHint'), { size: 9 }, text, 2);
  pdf.paragraph(ltr(verification.url), { size: 8.5, color: MUTED }, text, 2);
  pdf.paragraph(t('receipts:pdf.verifyCode', { code: ltr(verification.code) }), { size: 8.5, color: MUTED }, text, 0);
  pdf.y = Math.max(pdf.y, top + size) + 10;
}
