import type { Generated } from 'kysely';
import type { BilingualColumns } from './bilingual-columns';
import type { PublishingColumns, RichHtmlColumns } from './publishing';

/**
 * News, image albums, videos, awareness messages, donation paths and their programs, and what the
 * home page shows (statistics, partners, slides). Text columns come in `_ar`/`_en` pairs; bodies
 * are paragraphs separated by a blank line; dates are ISO strings; money is integer halalas.
 */
export interface NewsTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
  image: string;
  published_at: string;
  /** 'draft' | 'published' | 'scheduled' (shown once published_at has come); migration 0021. */
  status: Generated<string>;
  /** The back office's sanitised rich text; body_ar/body_en keep its plain paragraphs. */
  body_html_ar: string | null;
  body_html_en: string | null;
  updated_at: string | null;
}

export interface NewsImageTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  news_id: number;
  src: string;
  caption_ar: string;
  caption_en: string;
  position: number;
}

export interface AlbumTable extends PublishingColumns {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  cover: string;
  published_at: string;
}

export interface AlbumImageTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  album_id: number;
  src: string;
  caption_ar: string;
  caption_en: string;
  position: number;
}

export interface VideoTable extends PublishingColumns {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  url: string;
  /** A local generated image: the Vimeo thumbnail, and the fallback behind a YouTube one. */
  poster: string;
  published_at: string;
}

export interface AwarenessMessageTable
  extends BilingualColumns<'title' | 'topic' | 'summary' | 'body'>,
    PublishingColumns,
    RichHtmlColumns<'body'> {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  image: string;
  published_at: string;
}

export interface DonationPathTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  slug: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  image: string;
  position: number;
}

export interface ProgramTable extends BilingualColumns<'title' | 'summary' | 'body'>, PublishingColumns {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  path_id: number;
  image: string;
  target_halalas: number;
  collected_halalas: number;
  beneficiaries: number;
  /** 1 when the home page features it. */
  featured: number;
  position: number;
  /** Publishing state from migration 0046 (a draft or not-yet-due program takes no gifts). */
  updated_at: string | null;
}

export interface HomeStatTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  key: string;
  label_ar: string;
  label_en: string;
  value: number;
  kind: 'count' | 'money';
  position: number;
}

export interface PartnerTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  logo: string;
  position: number;
}

export interface HomeSlideTable extends PublishingColumns {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  kind: 'image' | 'video';
  title_ar: string;
  title_en: string;
  text_ar: string;
  text_en: string;
  image: string;
  /** Locale-free internal path for image slides. */
  link: string | null;
  video_url: string | null;
  position: number;
  /** Publishing state from migration 0046. */
  updated_at: string | null;
}

export interface ContentMediaTables {
  news: NewsTable;
  news_images: NewsImageTable;
  albums: AlbumTable;
  album_images: AlbumImageTable;
  videos: VideoTable;
  awareness_messages: AwarenessMessageTable;
  donation_paths: DonationPathTable;
  programs: ProgramTable;
  home_stats: HomeStatTable;
  partners: PartnerTable;
  home_slides: HomeSlideTable;
}
