import { useTranslation } from 'react-i18next';
import { notify } from '../lib/toast';
import { TranslatedText } from './translated-text';

interface Props {
  /** What is copied: the value exactly as a form or a bank expects it (no spaces). */
  value: string;
  /** What is read on the page, when it differs (an IBAN in groups of four). */
  shown?: string;
  /** The copy button's accessible name ("Copy the reference number"). */
  copyLabel: string;
  /** The toast after copying ("Reference number copied"). */
  copiedText: string;
  testId?: string;
}

/**
 * A code a visitor has to keep or retype (a reference, an IBAN, a donation number): left-to-right,
 * never broken across lines, with a copy button beside it.
 */
export function CopyableCode({ value, shown, copyLabel, copiedText, testId }: Props) {
  const { t } = useTranslation('common');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', copiedText);
    } catch {
      notify('error', <TranslatedText i18nKey="common:copy.failed" />);
    }
  };
  return (
    <span className="copyable">
      <bdi className="copyable__code" dir="ltr" translate="no" data-testid={testId}>
        {shown ?? value}
      </bdi>
      <button
        type="button"
        className="button button--small copyable__button"
        onClick={copy}
        aria-label={copyLabel}
        data-testid={testId ? `${testId}-copy` : undefined}
      >
        {t('copy.button')}
      </button>
    </span>
  );
}
