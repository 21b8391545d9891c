import { describe, expect, it } from 'vitest';
import { serializeState } from '../../server/render/serialize-state';

const hostile = {
  closeScript: '</script><script>alert(1)</script>',
  upper: '</SCRIPT >',
  comment: '<!-- x --> <![CDATA[',
  separators: 'a\u2028b\u2029c',
  entities: '&amp; &lt; " \' \\ /',
  arabic: 'العودة إلى الرئيسية',
  nested: [{ deep: '</script>' }],
};

describe('serializeState', () => {
  const text = serializeState(hostile);

  it('cannot close the script element or open a comment', () => {
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
  });

  it('escapes U+2028 and U+2029', () => {
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('round-trips through JSON.parse exactly', () => {
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
