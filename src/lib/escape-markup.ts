/**
 * Text the server writes into markup by hand (head tags, the payment and busy pages, the sitemap,
 * share images, editor bodies): the five characters that could end a text, an attribute or a
 * comment become entities. One rule for HTML, SVG and XML, so no place escapes less than another
 * and a text is safe wherever it lands (element or quoted attribute).
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * A JSON text made safe inside a `<script>` element: no value can close the element or open a
 * comment, and U+2028/2029 are escaped for older parsers. JSON.parse and a JS parser read it back
 * unchanged.
 */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
