import { compactPairs } from '#src/lib/one-language';
import { escapeJsonForScript } from '#src/lib/escape-markup';

/**
 * The locale texts of a state, as JSON, per texts object: the render hands the same object to every
 * page that used the same texts (src/lib/i18n-server.ts `pickedResources`), so each is written
 * once. Locale texts hold no one-language pairs, so no replacer is needed.
 */
const textsJson = new WeakMap<object, string>();

function resourcesJson(resources: object): string {
  let json = textsJson.get(resources);
  if (json === undefined) textsJson.set(resources, (json = escapeJsonForScript(JSON.stringify(resources))));
  return json;
}

/**
 * JSON for a `<script type="application/json">` element, parsed with JSON.parse in the browser.
 * One-language pairs go out as their one text (src/lib/one-language.ts; the browser restores them).
 */
export function serializeState(state: object): string {
  const { resources, ...rest } = state as { resources?: unknown };
  const own = escapeJsonForScript(JSON.stringify(rest, compactPairs));
  if (typeof resources !== 'object' || resources === null) return own;
  return `${own.slice(0, -1)}${own.length > 2 ? ',' : ''}"resources":${resourcesJson(resources)}}`;
}
