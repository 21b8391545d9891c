import { STATE_ELEMENT_ID, type AppState } from '../../src/app/app-state';

const STATE = new RegExp(`<script id="${STATE_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`);

/** The state a page's HTML hands the browser (its JSON script), parsed; throws when the page has none. */
export function appStateOf(html: string): AppState {
  const json = STATE.exec(html)?.[1];
  if (json === undefined) throw new Error('the page carries no state script');
  return JSON.parse(json) as AppState;
}

/** The page's HTML with its state changed by `edit` (a test takes something out before the browser sees it). */
export function withAppState(html: string, edit: (state: AppState) => void): string {
  const state = appStateOf(html);
  edit(state);
  // As the server writes it: no `<` that could close the script early.
  return html.replace(STATE, (whole, json: string) =>
    whole.replace(json, () => JSON.stringify(state).replace(/</g, '\\u003c')),
  );
}
