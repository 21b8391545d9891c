import { APIProvider, Map as GoogleMapView } from '@vis.gl/react-google-maps';
import { ClusterLayer } from './cluster-layer';
import { MAP_WRAPPER_HEIGHT, MAP_ZOOM, mapCenter, type MapPlace } from './map-settings';

interface Props {
  apiKey: string;
  language: string;
  places: readonly MapPlace[];
  label: string;
  onLoad: () => void;
  onError: () => void;
}

/** The Google map itself. Imported only in the browser (see branch-map.tsx): it loads the maps script. */
export default function GoogleMap({ apiKey, language, places, label, onLoad, onError }: Props) {
  return (
    <APIProvider apiKey={apiKey} language={language} region="SA" onLoad={onLoad} onError={onError}>
      <div role="region" aria-label={label} style={{ blockSize: MAP_WRAPPER_HEIGHT }}>
        <GoogleMapView
          defaultZoom={MAP_ZOOM}
          defaultCenter={mapCenter(places)}
          gestureHandling="cooperative"
          style={{ inlineSize: '100%', blockSize: MAP_WRAPPER_HEIGHT }}
        >
          <ClusterLayer places={places} />
        </GoogleMapView>
      </div>
    </APIProvider>
  );
}
