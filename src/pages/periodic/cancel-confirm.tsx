import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Offered when the gift is active: a pause keeps it for later. */
  canPause: boolean;
  disabled: boolean;
  onCancel: () => void;
  onPause: () => void;
  onKeep: () => void;
}

/**
 * The one question before a cancel, in the page (not the browser's dialog, which a phone shows far
 * from the button and screen readers announce poorly): cancel, pause instead, or keep the gift.
 * Its title takes focus when it opens.
 */
export function CancelConfirm({ canPause, disabled, onCancel, onPause, onKeep }: Props) {
  const { t } = useTranslation('periodic');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div
      className="periodic__confirm"
      role="group"
      aria-labelledby="periodic-cancel-title"
      data-testid="periodic-cancel-confirm"
    >
      <h3 id="periodic-cancel-title" tabIndex={-1} ref={title}>
        {t('manage.cancelConfirm.title')}
      </h3>
      <p>{t('manage.cancelConfirm.text')}</p>
      <div className="periodic__buttons">
        {canPause && (
          <button
            type="button"
            className="button button--primary"
            onClick={onPause}
            disabled={disabled}
            data-testid="periodic-cancel-pause"
          >
            {t('manage.cancelConfirm.pause')}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={onKeep}
          disabled={disabled}
          data-testid="periodic-cancel-keep"
        >
          {t('manage.cancelConfirm.keep')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onCancel}
          disabled={disabled}
          data-testid="periodic-cancel-yes"
        >
          {t('manage.cancelConfirm.yes')}
        </button>
      </div>
    </div>
  );
}
