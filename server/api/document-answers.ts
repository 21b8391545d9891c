import type { Request, Response } from 'express';
import { isLocale, type Locale } from '#src/lib/locale';
import type { FixedT } from '../services/receipts/document-parts';
import { translateIn } from '../locale/server-i18n';

/** Documents speak one language whatever the request's: the one asked for, else the donor's. */
export function fixedT(req: Request, locale: Locale): FixedT {
  const translate = translateIn(req);
  return (key, params) => translate(locale, key, params);
}

/** The document's language: `?lang=` when it names one, else `fallback` (the order's or the donor's). */
export function documentLocale(req: Request, fallback: string): Locale {
  const asked = req.query.lang;
  if (typeof asked === 'string' && isLocale(asked)) return asked;
  return fallback === 'en' ? 'en' : 'ar';
}

/** A personal PDF: downloaded, never cached, never indexed. */
export function sendPdf(res: Response, pdf: Buffer, filename: string): void {
  res
    .status(200)
    .set('Content-Type', 'application/pdf')
    .set('Content-Disposition', `attachment; filename="${filename}"`)
    .set('Cache-Control', 'private, no-store')
    .set('X-Robots-Tag', 'noindex')
    .send(pdf);
}
