import { compactPairs } from '#src/lib/one-language';

/**
 * JSON for a `<script type="application/json">` element: parsed with JSON.parse in the browser,
 * escaped so no value can close the element or open a comment (`</script>`, `<!--`), and with the
 * line separators U+2028/2029 escaped for older parsers.
 */
export function serializeState(state: unknown): string {
  // One-language pairs go out as their one text (src/lib/one-language.ts; the browser restores them).
  return JSON.stringify(state, compactPairs)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
