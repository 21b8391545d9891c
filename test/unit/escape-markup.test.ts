import { describe, expect, it } from 'vitest';
import { escapeJsonForScript, escapeMarkup } from '../../src/lib/escape-markup';

/** The one escaping rule for hand-written markup and for JSON inside a script element. */
describe('escape-markup', () => {
  it('turns every character that could end a text or an attribute into an entity, and leaves the rest alone', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeMarkup('تبرع ١٠٠ ﷼ — ok')).toBe('تبرع ١٠٠ ﷼ — ok');
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });

  it('JSON in a script cannot close the element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029', ar: 'صدقة' };
    const text = escapeJsonForScript(JSON.stringify(value));
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
