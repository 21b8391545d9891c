import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { riyadhWallClock, utcInstantOfRiyadh } from './riyadh-date-time';

/**
 * The back office's only date-time input: it shows and takes Riyadh time whatever the computer's zone,
 * and hands the form (and so the API) the UTC instant with Z. Its helper line says so.
 */
export function RiyadhDateTimeInput(props: DateTimeInputProps) {
  return <DateTimeInput helperText="app.riyadhTime" {...props} format={riyadhWallClock} parse={utcInstantOfRiyadh} />;
}
