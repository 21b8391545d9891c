import type { Bilingual, BilingualBlocks, ContentBlock } from '#src/domain/content-core';

/** `{ ar, en }` from a row's `<field>_ar` / `<field>_en` columns. */
export function pair<R extends Record<string, unknown>>(row: R, field: string): Bilingual {
  return { ar: String(row[`${field}_ar`] ?? ''), en: String(row[`${field}_en`] ?? '') };
}

export function blocks(ar: string, en: string): BilingualBlocks {
  return { ar: JSON.parse(ar) as ContentBlock[], en: JSON.parse(en) as ContentBlock[] };
}
