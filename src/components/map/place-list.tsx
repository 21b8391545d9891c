import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { useLocalePath } from '../use-locale-path';
import { formatPhone } from '../../lib/phone';
import { mapsLink, telLink, type MapPlace } from './map-settings';

/** The map's plain fallback: every place with its address, a call link and a link to a maps app. */
export function PlaceList({ places }: { places: readonly MapPlace[] }) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  return (
    <ul className="place-list">
      {places.map((place) => (
        <li key={place.id} className="place-list__item">
          <h3 className="place-list__name">{place.name}</h3>
          <p className="place-list__address">{place.address}</p>
          <p className="place-list__links">
            {place.phone && (
              <a href={telLink(place.phone)} className="place-list__link">
                <Icon name="phone" />
                <span dir="ltr">{formatPhone(place.phone, locale)}</span>
              </a>
            )}
            <a href={mapsLink(place)} className="place-list__link" target="_blank" rel="noopener noreferrer">
              <Icon name="globe" />
              {t('map.openInMaps')}
              <span className="visually-hidden">
                {' '}
                {place.name} ({t('map.newWindow')})
              </span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
