import type { Generated } from 'kysely';

/**
 * The publishing columns of back-office content (migration 0040): a row shows on public pages
 * when its status is not 'draft' and its `publish_at` (if any) has come.
 */
export interface PublishingColumns {
  /** 'draft' | 'published' | 'scheduled'. */
  status: Generated<string>;
  /** ISO time it shows from; null for rows published before the back office. */
  publish_at: string | null;
}

/** Sanitised rich text kept beside a body's plain form (null for rows never edited as rich text). */
export type RichHtmlColumns<Name extends string> = { [Column in `${Name}_html_ar` | `${Name}_html_en`]: string | null };

/** A preview link (migration 0041): the SHA-256 of its secret, what it shows, until when. */
export interface PreviewLinkTable {
  token_hash: string;
  resource: string;
  entity_key: string;
  path: string;
  staff_id: number;
  expires_at: string;
  created_at: string;
}

export interface PublishingTables {
  preview_links: PreviewLinkTable;
}
