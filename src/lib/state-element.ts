/** The id of the script element that carries the server's app state to the browser (both sides read it). */
export const STATE_ELEMENT_ID = '__APP_STATE__';
