import { useTranslation } from 'react-i18next';
import { useNavigation } from '../navigation/context';
import { Icon } from './icon';

/** A visible notice while the browser is offline (docs/behaviour.md#B-NAV-7). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNavigation();
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <Icon name="offline" />
      {t('status.offline')}
    </div>
  );
}
