import sanitizeHtml from 'sanitize-html';
import { BODY_HEADING_LEVELS } from '#src/domain/rich-text';

const HEADINGS = BODY_HEADING_LEVELS.map((level) => `h${level}`);

/**
 * The one allow-list for every stored HTML field: text structure, links and images, nothing
 * that runs. No script/style/svg/iframe/object, no event attributes, no style attribute; links
 * only http(s), mailto and tel (no javascript:, data:, vbscript:); images only from this site or
 * https. What is not allowed is removed, with the text of script and style elements.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    ...HEADINGS,
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template'],
  transformTags: {
    // A link written by staff opens normally, without handing the new page a reference to ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The end tags after which plain text starts a new paragraph. */
const BLOCK_ENDS = new RegExp(`</(p|${HEADINGS.join('|')}|li|blockquote|pre)>`, 'gi');

/** The plain paragraphs of sanitised HTML (what public pages that show text only use). */
export function htmlToParagraphs(html: string): string {
  const withBreaks = html.replace(BLOCK_ENDS, '\n\n').replace(/<br\s*\/?>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
