import { compactPairs } from '#src/lib/one-language';

/** Escaped so no value can close the element or open a comment, with U+2028/2029 escaped for older parsers. */
function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The locale texts of a state, as JSON, per texts object: the render hands the same object to every
 * page that used the same texts (src/lib/i18n-server.ts `pickedResources`), so each is written
 * once. Locale texts hold no one-language pairs, so no replacer is needed.
 */
const textsJson = new WeakMap<object, string>();

function resourcesJson(resources: object): string {
  let json = textsJson.get(resources);
  if (json === undefined) textsJson.set(resources, (json = escapeForScript(JSON.stringify(resources))));
  return json;
}

/**
 * JSON for a `<script type="application/json">` element, parsed with JSON.parse in the browser.
 * One-language pairs go out as their one text (src/lib/one-language.ts; the browser restores them).
 */
export function serializeState(state: object): string {
  const { resources, ...rest } = state as { resources?: unknown };
  const own = escapeForScript(JSON.stringify(rest, compactPairs));
  if (typeof resources !== 'object' || resources === null) return own;
  return `${own.slice(0, -1)}${own.length > 2 ? ',' : ''}"resources":${resourcesJson(resources)}}`;
}
