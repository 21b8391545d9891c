/** Stored-HTML attacks an editor might paste, and the signs of one that got through. */
export const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt:alert(4)">again</a>',
  '<a href="&#106;avascript:alert(5)">encoded</a>',
  '<svg onload="alert(6)"><script>alert(7)</script></svg>',
  '<svg><a xlink:href="javascript:alert(8)"><text>x</text></a></svg>',
  '<iframe srcdoc="<script>alert(9)</script>"></iframe>',
  '<p style="background:url(javascript:alert(10))" onclick="alert(11)">styled</p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTIpPg==">',
  '<math><mi xlink:href="javascript:alert(13)">m</mi></math>',
  '<object data="javascript:alert(14)"></object><embed src="javascript:alert(15)">',
].join('');

export const DANGER = /<script|onerror|onload|onclick|javascript:|<svg|<iframe|<object|<embed|alert\(|data:image\/svg/i;
/** On a whole page: the site's own icons are inline SVG, so SVG itself is not the sign there. */
export const PAGE_DANGER = /<script|onerror|onload|onclick|javascript:|<iframe|<object|<embed|alert\(|data:image\/svg/i;

/** A page without its own scripts (they carry the answer's nonce; nothing an editor wrote may add one). */
export function foreignOf(html: string): string {
  return html.replace(/<script[^>]*nonce="[^"]+"[^>]*>[\s\S]*?<\/script>/g, '');
}
