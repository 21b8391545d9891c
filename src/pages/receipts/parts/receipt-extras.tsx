import { useTranslation } from 'react-i18next';
import type { ReceiptVerification } from '../../../domain/receipts/api-types';
import type { Locale } from '../../../lib/locale';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { AppLink } from '../../../components/app-link';
import { useLocalePath } from '../../../components/use-locale-path';
import '../../../styles/receipts.css';

/** The QR code of the public check address, drawn from the server's module matrix (no library here). */
export function VerificationQr({ verification, label }: { verification: ReceiptVerification; label: string }) {
  const { size, path } = verification.qr;
  return (
    <svg
      className="receipt-qr__code"
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="receipt-qr"
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * What a paid receipt adds below its lines (docs/behaviour.md#B-RECEIPT-1): the QR code and address
 * of its public check, the PDF in the page's language, and the way to a yearly statement.
 */
export function ReceiptExtras({
  orderId,
  verification,
  locale,
}: {
  orderId: string;
  verification: ReceiptVerification;
  locale: Locale;
}) {
  const { t } = useTranslation('receipts');
  const { apiBaseUrl } = useRuntimeConfig();
  const { toRoute } = useLocalePath();
  const pdfHref = `${apiBaseUrl.replace(/\/$/, '')}/orders/${orderId}/receipt.pdf?lang=${locale}`;
  return (
    <>
      <section className="receipt-qr" aria-labelledby="receipt-qr-title">
        <VerificationQr verification={verification} label={t('receipt.qrLabel')} />
        <div className="receipt-qr__text">
          <h2 id="receipt-qr-title">{t('receipt.verifyTitle')}</h2>
          <p>{t('receipt.verifyHint')}</p>
          <p className="receipt-qr__url" dir="ltr">
            {verification.url}
          </p>
        </div>
      </section>
      <p className="receipt__actions receipt__downloads no-print">
        <a className="button" href={pdfHref} download data-testid="receipt-pdf">
          {t('receipt.downloadPdf')}
        </a>
        <AppLink to={toRoute('receiptStatement')} className="button button--link">
          {t('receipt.statementLink')}
        </AppLink>
        <AppLink to={toRoute('myGiving')} className="button button--link">
          {t('donor:pointer')}
        </AppLink>
      </p>
    </>
  );
}
