/// <reference types="google.maps" />
import { useEffect } from 'react';
import { useMap } from '@vis.gl/react-google-maps';
import { GridAlgorithm, MarkerClusterer, type Renderer } from '@googlemaps/markerclusterer';
import { CLUSTER_GRID_SIZE, CLUSTER_MIN_SIZE, clusterIconSize, type LatLng, type MapPlace } from './map-settings';
import { MinSizeAlgorithm } from './min-size-algorithm';

const clusterSvg = (size: number) =>
  `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#0f766e" fill-opacity=".35"/><circle cx="50" cy="50" r="36" fill="#0f766e"/></svg>`,
  )}`;

/** Cluster icons grow in the steps of docs/behaviour.md#B-UI-3 (53, 56, 66, 78, 90 px). */
const renderer: Renderer = {
  render({ count, position }) {
    const size = clusterIconSize(count);
    return new google.maps.Marker({
      position,
      icon: {
        url: clusterSvg(size),
        scaledSize: new google.maps.Size(size, size),
        anchor: new google.maps.Point(size / 2, size / 2),
      },
      label: { text: String(count), color: '#ffffff', fontSize: '13px', fontWeight: '700' },
      zIndex: 1000 + count,
    });
  },
};

/** The places as classic markers (no Map ID needed), grouped by the clusterer. */
export function ClusterLayer({ places }: { places: readonly MapPlace[] }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const markers = places
      .filter((place): place is MapPlace & { position: LatLng } => place.position !== null)
      .map((place) => new google.maps.Marker({ position: place.position, title: place.name }));
    const clusterer = new MarkerClusterer({
      map,
      markers,
      renderer,
      algorithm: new MinSizeAlgorithm(new GridAlgorithm({ gridSize: CLUSTER_GRID_SIZE }), CLUSTER_MIN_SIZE),
    });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
      for (const marker of markers) marker.setMap(null);
    };
  }, [map, places]);
  return null;
}
