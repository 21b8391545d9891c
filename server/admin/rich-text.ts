import type { ContentBlock } from '#src/domain/content-core';
import { htmlToParagraphs, sanitizeRichText } from './sanitize';
import { escapeMarkup } from '#src/lib/escape-markup';

/**
 * Bodies between the editor (HTML) and the store: rows from before the back office hold plain
 * paragraphs or JSON blocks, which the editor gets as HTML; what the editor sends is sanitised
 * once, and its plain form kept beside it for readers that show text only.
 */
/** Paragraphs separated by a blank line → `<p>`s. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeMarkup(p.trim())}</p>`)
    .join('');
}

/** JSON content blocks (headings, paragraphs, lists) → HTML; anything unreadable → nothing. */
export function blocksToHtml(json: string): string {
  let blocks: ContentBlock[];
  try {
    blocks = JSON.parse(json) as ContentBlock[];
  } catch {
    return '';
  }
  if (!Array.isArray(blocks)) return '';
  return blocks
    .map((block) => {
      if (block.type === 'heading') return `<h2>${escapeMarkup(block.text)}</h2>`;
      if (block.type === 'list')
        return `<ul>${block.items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
      return `<p>${escapeMarkup(block.text)}</p>`;
    })
    .join('');
}

/** The editor's HTML as stored: sanitised, with its plain paragraphs. */
export function richBody(html: string): { html: string; text: string } {
  const clean = sanitizeRichText(html);
  return { html: clean, text: htmlToParagraphs(clean) };
}

/** The editor's HTML as stored where the plain form is JSON blocks (information pages, studies). */
export function richBlocks(html: string): { html: string; blocks: string } {
  const { html: clean, text } = richBody(html);
  const blocks: ContentBlock[] = text
    .split(/\n\n/)
    .filter(Boolean)
    .map((paragraph) => ({ type: 'paragraph', text: paragraph }));
  return { html: clean, blocks: JSON.stringify(blocks) };
}

/** `<field>_ar/_en` of a row as the editor's HTML: the stored HTML, else the plain form converted. */
export function editorHtml(
  row: Record<string, unknown>,
  field: string,
  plain: 'paragraphs' | 'blocks',
): { ar: string; en: string } {
  const read = (lang: 'ar' | 'en') => {
    const html = row[`${field}_html_${lang}`];
    if (typeof html === 'string') return html;
    const stored = String(row[`${field}_${lang}`] ?? '');
    return plain === 'blocks' ? blocksToHtml(stored) : paragraphsToHtml(stored);
  };
  return { ar: read('ar'), en: read('en') };
}
