import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { MAP_WRAPPER_HEIGHT, type MapPlace } from './map-settings';
import { MapsBoundary } from './maps-boundary';
import { PlaceList } from './place-list';
import { useMapsLoad } from './use-maps-load';

// Browser only: the chunk (and the maps script it loads) is requested after hydration, never on the server.
const GoogleMap = lazy(() => import('./google-map'));

interface Props {
  places: readonly MapPlace[];
  /** Accessible name of the map region. */
  label: string;
}

/**
 * The places on a Google map with clustering (docs/behaviour.md#B-UI-3), degrading to a plain list of addresses:
 * at once when no maps key is configured, after 5 s when the script has not loaded.
 */
export function BranchMap({ places, label }: Props) {
  const { t, i18n } = useTranslation('apply');
  const { mapsApiKey } = useRuntimeConfig();
  const { state, onLoad, onError } = useMapsLoad(mapsApiKey);

  if (state === 'unconfigured' || state === 'timeout' || state === 'failed') {
    const note = state === 'timeout' ? t('map.timeout') : state === 'failed' ? t('map.failed') : t('map.unconfigured');
    return (
      <div className="branch-map branch-map--fallback" data-map-state={state}>
        <p
          className={state === 'unconfigured' ? 'branch-map__note' : 'branch-map__alert'}
          role={state === 'unconfigured' ? undefined : 'alert'}
        >
          {note}
        </p>
        <PlaceList places={places} />
      </div>
    );
  }

  return (
    <div className="branch-map" data-map-state={state} style={{ minBlockSize: MAP_WRAPPER_HEIGHT }}>
      {state !== 'ready' && (
        <p className="branch-map__loading" role="status">
          {t('map.loading')}
        </p>
      )}
      {state !== 'pending' && (
        <MapsBoundary onError={onError}>
          <Suspense fallback={null}>
            <GoogleMap
              apiKey={mapsApiKey}
              language={i18n.language}
              places={places}
              label={label}
              onLoad={onLoad}
              onError={onError}
            />
          </Suspense>
        </MapsBoundary>
      )}
    </div>
  );
}
