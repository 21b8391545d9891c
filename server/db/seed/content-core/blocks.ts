import type { ContentBlock } from '#src/domain/content-core';

/** Shorthand for writing page bodies as data. */
export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const l = (...items: string[]): ContentBlock => ({ type: 'list', items });

export interface PageSeed {
  slug: string;
  title: [ar: string, en: string];
  summary: [ar: string, en: string];
  ar: ContentBlock[];
  en: ContentBlock[];
}
