import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A browser is not run here: these check the stylesheet rules the receipt relies on to fit from
// 320 to 1280 px without scrolling sideways.
const css = readFileSync(path.resolve(__dirname, '../../src/styles/receipts.css'), 'utf8');
const page = readFileSync(path.resolve(__dirname, '../../src/pages/giving/success.tsx'), 'utf8');

/** The body of the first `@media` block whose condition is exactly `condition`. */
function mediaBlock(condition: string): string {
  const start = css.indexOf(`@media ${condition} {`);
  expect(start, condition).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') depth -= 1;
    if (depth === 0) return css.slice(start, index);
  }
  throw new Error('unclosed block');
}

describe('receipt on a narrow screen (src/styles/receipts.css)', () => {
  const narrow = mediaBlock('screen and (max-width: 40rem)');

  it('turns the five-column table into labelled blocks on screens up to 640 px, leaving print as a table', () => {
    expect(narrow).toMatch(
      /\.receipt__items,\s*\.receipt__items tbody,\s*\.receipt__items tfoot,\s*\.receipt__items tr,\s*\.receipt__items td,\s*\.receipt__items th \{\s*display: block;/,
    );
    expect(narrow).toMatch(/\.receipt__items thead \{[^}]*clip-path: inset\(50%\);/);
    expect(narrow).toMatch(/\.receipt__items td\[data-label\]::before \{\s*content: attr\(data-label\) ': ';/);
    // The fund name may wrap there (elsewhere it stays on one line).
    expect(narrow).toMatch(/\.receipt__items \.receipt__fund \{\s*white-space: normal;/);
  });

  it('lets long amounts, order numbers and names wrap at any width instead of widening the page', () => {
    expect(css).toMatch(
      /\.receipt__items td,\s*\.receipt__items th,\s*\.receipt__facts dd \{\s*overflow-wrap: anywhere;/,
    );
    expect(css).toMatch(/\.receipt__facts > div \{\s*min-inline-size: 0;/);
  });

  it('labels every cell the narrow layout shows and uses logical properties only', () => {
    for (const label of ['receipts:receipt.fund', 'receipt.unit', 'receipt.quantity', 'receipt.amount'])
      expect(page).toContain(`data-label={t('${label}')}`);
    expect(css).not.toMatch(
      /(?:margin|padding|border)-(?:left|right)|(?:^|[\s;{])(?:left|right|width|height):|text-align: (?:left|right)/m,
    );
  });
});
