/**
 * JSON for a `<script type="application/json">` element: parsed with JSON.parse in the browser,
 * escaped so no value can close the element or open a comment (`</script>`, `<!--`), and with the
 * line separators U+2028/2029 escaped for older parsers.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
