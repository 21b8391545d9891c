import { describe, expect, it } from 'vitest';
import { shaperInput, visualRuns } from '../../server/pdf/bidi-runs';
import { hijriYear, yearRange } from '../../server/services/receipts/calendar-years';
import { PdfWriter } from '../../server/pdf/pdf-writer';
import { ltr } from '../../server/services/receipts/document-parts';
import { isolate } from '../../src/lib/isolate';
import { formatPhone } from '../../src/lib/phone';
import { pdfText } from '../helpers/pdf-text';

describe('visual runs of a PDF line (server/pdf/bidi-runs.ts)', () => {
  it('puts Arabic words right to left and keeps a number and a Latin word left to right inside them', () => {
    const runs = visualRuns('سلة Hajj 2026 للأسر', 'rtl');
    // Display order, left to right: the last Arabic word first, then the Latin run, then the first word.
    expect(runs.map((run) => [run.text, run.rtl])).toEqual([
      [' للأسر', true],
      ['Hajj 2026', false],
      ['سلة ', true],
    ]);
  });

  it('mirrors brackets in right-to-left runs and drops direction marks', () => {
    const runs = visualRuns('\u200f(وزارة)\u200f', 'rtl');
    expect(runs).toEqual([{ text: ')وزارة(', rtl: true }]);
  });

  it('hands Arabic-Indic digits to the shaper reversed (it would lay them right to left) and Arabic letters as they are', () => {
    const [digits] = visualRuns('١٢٣٤', 'rtl');
    expect(digits).toEqual({ text: '١٢٣٤', rtl: false });
    expect(shaperInput(digits!)).toBe('٤٣٢١');
    expect(shaperInput({ text: 'صدقة', rtl: true })).toBe('صدقة');
    // Punctuation alone in a right-to-left run: the shaper keeps it left to right, so it is reversed here.
    expect(shaperInput({ text: ': ', rtl: true })).toBe(' :');
  });

  it('keeps an English line in order with an Arabic name inside it', () => {
    expect(visualRuns('Donor: محمد عبد الله', 'ltr').map((run) => run.text)).toEqual(['Donor: ', 'محمد عبد الله']);
  });
});

describe('statement years (server/services/receipts/calendar-years.ts)', () => {
  it('starts Hijri years on 1 Muharram by Umm al-Qura, at midnight in Riyadh', () => {
    expect(yearRange('hijri', 1447)).toEqual({ start: '2025-06-25T21:00:00.000Z', end: '2026-06-15T21:00:00.000Z' });
    expect(hijriYear(new Date('2026-06-15T20:59:59.000Z'))).toBe(1447);
    expect(hijriYear(new Date('2026-06-15T21:00:00.000Z'))).toBe(1448);
  });

  it('starts Gregorian years at midnight in Riyadh', () => {
    expect(yearRange('gregorian', 2026)).toEqual({
      start: '2025-12-31T21:00:00.000Z',
      end: '2026-12-31T21:00:00.000Z',
    });
  });
});

describe('an Arabic PDF line read back with pdftotext (server/pdf/pdf-writer.ts)', () => {
  async function arabicPdfText(lines: string[]): Promise<string[]> {
    const pdf = new PdfWriter({ direction: 'rtl', lang: 'ar-SA', title: 'test' });
    for (const line of lines) pdf.paragraph(line);
    return pdfText(await pdf.end())
      .split('\n')
      .filter((line) => line.trim() !== '');
  }

  it('keeps Latin runs, an email address and phone numbers in their own left-to-right order', async () => {
    const [campaign, latinAfterDigits, contact, donor] = await arabicPdfText([
      `حملة ${isolate('/Type /Action')} لأجل ${isolate('Hajj Baskets for Families')}`,
      'سلال ١٤٤٧Hajj للأسر',
      `للتواصل ${ltr(formatPhone('+966 11 000 0000', 'ar'))} أو ${ltr('info@example.org')}`,
      `المتبرع ${ltr(formatPhone('05•••••543', 'ar'))} وجواله ${ltr(formatPhone('0512345678', 'ar'))}`,
    ]);
    expect(campaign).toContain('/Type /Action');
    expect(campaign).toContain('Hajj Baskets for Families');
    // Arabic-Indic digits right before Latin letters share their run; neither is turned around.
    expect(latinAfterDigits).toContain('١٤٤٧Hajj');
    expect(contact).toContain('+٩٦٦ ١١ ٠٠٠ ٠٠٠٠');
    expect(contact).toContain('info@example.org');
    expect(donor).toContain('٠٥•••••٥٤٣');
    expect(donor).toContain('+٩٦٦ ٥١ ٢٣٤ ٥٦٧٨');
  });
});
