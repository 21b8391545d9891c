import { describe, expect, it } from 'vitest';
import {
  CLUSTER_GRID_SIZE,
  CLUSTER_ICON_SIZES,
  CLUSTER_MIN_SIZE,
  MAP_DEFAULT_CENTER,
  MAP_LOAD_TIMEOUT_MS,
  MAP_WRAPPER_HEIGHT,
  MAP_ZOOM,
  clusterIconSize,
  mapCenter,
  mapsLink,
  telLink,
  toPosition,
  type MapPlace,
} from '../../src/components/map/map-settings';

const place = (id: string, lat: unknown, lng: unknown): MapPlace => ({
  id,
  name: id,
  address: `${id} street`,
  position: toPosition(lat, lng),
});

describe('map constants (docs/behaviour.md#B-UI-3)', () => {
  it('are the specified values', () => {
    expect(MAP_ZOOM).toBe(10);
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 45.815, lng: 15.9819 });
    expect(MAP_WRAPPER_HEIGHT).toBe('400px');
    expect(MAP_LOAD_TIMEOUT_MS).toBe(5000);
    expect(CLUSTER_GRID_SIZE).toBe(60);
    expect(CLUSTER_MIN_SIZE).toBe(2);
    expect(CLUSTER_ICON_SIZES).toEqual([53, 56, 66, 78, 90]);
  });
});

describe('toPosition', () => {
  it('parses strings and numbers as floats', () => {
    expect(toPosition('24.7136', '46.6753')).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(toPosition(21.5, 39.2)).toEqual({ lat: 21.5, lng: 39.2 });
    expect(toPosition(' 26.4 ', '50.1abc')).toEqual({ lat: 26.4, lng: 50.1 });
  });

  it('refuses what is not a position', () => {
    expect(toPosition('', '46')).toBeNull();
    expect(toPosition(null, undefined)).toBeNull();
    expect(toPosition('north', 'east')).toBeNull();
    expect(toPosition(91, 10)).toBeNull();
    expect(toPosition(10, -181)).toBeNull();
  });
});

describe('mapCenter', () => {
  it('is the default centre when no place has a position', () => {
    expect(mapCenter([])).toEqual(MAP_DEFAULT_CENTER);
    expect(mapCenter([place('a', 'x', 'y')])).toEqual(MAP_DEFAULT_CENTER);
  });

  it('is the middle of the bounds of the places that have one', () => {
    expect(mapCenter([place('a', 24, 46), place('b', 26, 50), place('c', null, null)])).toEqual({ lat: 25, lng: 48 });
    expect(mapCenter([place('riyadh', '24.7136', '46.6753')])).toEqual({ lat: 24.7136, lng: 46.6753 });
  });
});

describe('clusterIconSize', () => {
  it('steps through the five sizes by powers of ten', () => {
    expect(clusterIconSize(2)).toBe(53);
    expect(clusterIconSize(9)).toBe(53);
    expect(clusterIconSize(10)).toBe(56);
    expect(clusterIconSize(99)).toBe(56);
    expect(clusterIconSize(100)).toBe(66);
    expect(clusterIconSize(1000)).toBe(78);
    expect(clusterIconSize(10000)).toBe(90);
    expect(clusterIconSize(5_000_000)).toBe(90);
  });
});

describe('links of the plain address list', () => {
  it('tel: keeps digits and a leading plus', () => {
    expect(telLink('+966 11 234 5678')).toBe('tel:+966112345678');
    expect(telLink('011-234-5678')).toBe('tel:0112345678');
  });

  it('the maps link uses the position, else the address', () => {
    expect(mapsLink({ position: { lat: 24.7, lng: 46.6 }, address: 'x' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=24.7%2C46.6',
    );
    expect(mapsLink({ position: null, address: 'طريق الملك فهد، الرياض' })).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('طريق الملك فهد، الرياض')}`,
    );
  });
});
