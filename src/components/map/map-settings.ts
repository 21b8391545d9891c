/**
 * docs/behaviour.md#B-UI-3: the map's constants and the pure helpers around them, kept apart from the
 * components so that tests and the server never touch the maps script.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A place to show: a branch or the head office. */
export interface MapPlace {
  id: string;
  name: string;
  address: string;
  phone?: string;
  position: LatLng | null;
}

export const MAP_ZOOM = 10;
export const MAP_DEFAULT_CENTER: LatLng = { lat: 45.815, lng: 15.9819 };
export const MAP_WRAPPER_HEIGHT = '400px';
export const MAP_LOAD_TIMEOUT_MS = 5000;
export const CLUSTER_GRID_SIZE = 60;
export const CLUSTER_MIN_SIZE = 2;
export const CLUSTER_ICON_SIZES = [53, 56, 66, 78, 90] as const;

/** Positions arrive as numbers or strings (an external back-office); both are parsed as floats. */
export function toPosition(lat: unknown, lng: unknown): LatLng | null {
  const parsedLat = Number.parseFloat(String(lat));
  const parsedLng = Number.parseFloat(String(lng));
  if (!Number.isFinite(parsedLat) || !Number.isFinite(parsedLng)) return null;
  if (Math.abs(parsedLat) > 90 || Math.abs(parsedLng) > 180) return null;
  return { lat: parsedLat, lng: parsedLng };
}

/** The default centre when no place has a position; otherwise the middle of their bounds. */
export function mapCenter(places: readonly MapPlace[]): LatLng {
  const positions = places.map((place) => place.position).filter((position): position is LatLng => position !== null);
  if (positions.length === 0) return MAP_DEFAULT_CENTER;
  const lats = positions.map((position) => position.lat);
  const lngs = positions.map((position) => position.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
}

/** The classic clusterer's icon steps: one size per power of ten of the count (1–9, 10–99, …, 10000+). */
export function clusterIconSize(count: number): number {
  const step = Math.max(0, Math.floor(Math.log10(Math.max(1, count))));
  return CLUSTER_ICON_SIZES[Math.min(step, CLUSTER_ICON_SIZES.length - 1)];
}

/** A link that opens the place in the visitor's maps app. */
export function mapsLink(place: Pick<MapPlace, 'position' | 'address'>): string {
  const query = place.position ? `${place.position.lat},${place.position.lng}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** `tel:` keeps only digits and a leading plus, so the dialler gets a clean number. */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
