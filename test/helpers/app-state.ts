import { STATE_ELEMENT_ID, type AppState } from '../../src/app/app-state';

const STATE = new RegExp(`<script id="${STATE_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`);

/** The state a page's HTML hands the browser (its JSON script), parsed; throws when the page has none. */
export function appStateOf(html: string): AppState {
  const json = STATE.exec(html)?.[1];
  if (json === undefined) throw new Error('the page carries no state script');
  return JSON.parse(json) as AppState;
}
