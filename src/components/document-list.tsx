import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../domain/content-core';
import { formatNumber } from '../lib/format';
import type { Locale } from '../lib/locale';
import { useRuntimeConfig } from '../lib/runtime-config';
import { DualDate } from './dual-date';

function FileIcon() {
  return (
    <svg className="doc-file__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m-5-5 5 5 5-5M5 20h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Documents as a table (title, category, date in both calendars, file type and size, download).
 * On narrow screens each row becomes a card through CSS; the header cells stay for screen readers.
 */
export function DocumentList({
  items,
  locale,
  caption,
}: {
  items: DocumentSummary[];
  locale: Locale;
  caption: string;
}) {
  const { t } = useTranslation('about');
  const { apiBaseUrl } = useRuntimeConfig();
  if (items.length === 0) return <p className="note">{t('documents.empty')}</p>;
  return (
    <div className="doc-table-wrap">
      <table className="doc-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.title')}</th>
            <th scope="col">{t('documents.category')}</th>
            <th scope="col">{t('documents.date')}</th>
            <th scope="col">{t('documents.file')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('documents.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((document) => {
            const size = t('documents.sizeKb', {
              value: formatNumber(Math.max(1, Math.round(document.sizeBytes / 1024)), locale),
            });
            const title = document.title[locale];
            return (
              <tr key={document.id}>
                <th scope="row" className="doc-table__title">
                  <FileIcon />
                  <span>{title}</span>
                </th>
                <td data-label={t('documents.category')}>{document.category[locale]}</td>
                <td data-label={t('documents.date')}>
                  <DualDate iso={document.publishedOn} locale={locale} />
                </td>
                <td data-label={t('documents.file')} className="doc-table__file">
                  <span className="doc-badge">{t('documents.pdf')}</span> <span dir="auto">{size}</span>
                </td>
                <td className="doc-table__action">
                  <a
                    className="button button--small button--doc"
                    href={`${apiBaseUrl.replace(/\/$/, '')}${document.downloadUrl}`}
                    download={document.fileName}
                    type="application/pdf"
                    aria-label={t('documents.downloadLabel', { title, type: t('documents.pdf'), size })}
                  >
                    <DownloadIcon />
                    {t('documents.download')}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
