/**
 * Text a visitor typed (a name, a gift message) can be in any script. Set inside a sentence of the
 * other direction without isolation, the bidi algorithm reorders its Latin words, quotes and "&"
 * with the surrounding text («إلى Sara & "Ali"» comes out scrambled). Pages wrap it in <bdi>
 * (`src/components/isolated.tsx`); plain strings (a toast, a title, an aria-label, a PDF line, a
 * share image) wrap it in U+2068…U+2069, first-strong isolate, which is the same rule in characters.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
