import { useTranslation } from 'react-i18next';

/**
 * The visible "test" stamp on every page, receipt and gift card that comes from a sandbox payment:
 * nobody may take a test card or receipt for a real donation.
 */
export function TestMarker({ what }: { what: 'payment' | 'card' }) {
  const { t } = useTranslation('giving');
  return (
    <p className="test-marker" role="note" data-testid="test-marker">
      <strong className="test-marker__stamp">{t('testMarker.stamp')}</strong> {t(`testMarker.${what}`)}
    </p>
  );
}
