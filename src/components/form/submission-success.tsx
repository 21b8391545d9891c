import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../copyable-code';

interface Props {
  title: string;
  reference: string;
  children?: ReactNode;
  /** Offers a fresh, empty form. */
  onAgain?: () => void;
  againLabel?: string;
}

/** The answer to an accepted submission: its reference number, announced and focused. */
export function SubmissionSuccess({ title, reference, children, onAgain, againLabel }: Props) {
  const { t } = useTranslation('apply');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="submission-success" role="status" tabIndex={-1} data-testid="submission-success">
      <h2 className="submission-success__title">{title}</h2>
      <p className="submission-success__reference">
        {t('form.referenceLabel')}{' '}
        <strong>
          <CopyableCode
            value={reference}
            copyLabel={t('status.copyReference')}
            copiedText={t('status.referenceCopied')}
            testId="reference"
          />
        </strong>
      </p>
      <p>{t('form.keepReference')}</p>
      {children}
      {onAgain && (
        <button type="button" className="button button--ghost" onClick={onAgain}>
          {againLabel ?? t('form.sendAnother')}
        </button>
      )}
    </div>
  );
}
