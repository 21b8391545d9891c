import type { Bilingual } from './bilingual';

/**
 * Response shapes of the content-media API (news, albums, videos, awareness messages, programs,
 * donation paths, home), shared by the server that builds them and the pages that read them.
 * Text comes as `{ ar, en }` pairs; the page picks its locale. Money is integer halalas.
 */
export { pick, type Bilingual } from './bilingual';
export { isNumericId as isContentId } from './ids';

export interface MediaImage {
  src: string;
  caption: Bilingual;
}

export interface NewsSummary {
  id: number;
  title: Bilingual;
  summary: Bilingual;
  image: string;
  publishedAt: string;
}

export interface NewsDetail extends NewsSummary {
  /** Paragraphs, in order. */
  body: { ar: string[]; en: string[] };
  /** The back office's rich text (sanitised), shown instead of `body` when present. */
  bodyHtml?: Bilingual | null;
  images: MediaImage[];
}

export interface AlbumSummary {
  id: number;
  title: Bilingual;
  description: Bilingual;
  cover: string;
  imageCount: number;
  publishedAt: string;
}

export interface AlbumDetail extends AlbumSummary {
  images: MediaImage[];
}

export interface VideoItem {
  id: number;
  title: Bilingual;
  description: Bilingual;
  url: string;
  provider: 'youtube' | 'vimeo';
  /** i.ytimg.com for YouTube; a local generated image for Vimeo. */
  thumbnail: string;
  /** Always local: shown behind (and instead of) a provider thumbnail that cannot load. */
  poster: string;
  publishedAt: string;
}

export interface MessageSummary {
  id: number;
  title: Bilingual;
  summary: Bilingual;
  topic: Bilingual;
  image: string;
  publishedAt: string;
}

export interface MessageDetail extends MessageSummary {
  body: { ar: string[]; en: string[] };
  /** The back office's rich text (sanitised), shown instead of `body` when present. */
  bodyHtml?: Bilingual | null;
}

export interface PathRef {
  id: number;
  title: Bilingual;
}

export interface ProgramSummary {
  id: number;
  title: Bilingual;
  summary: Bilingual;
  image: string;
  target: number;
  collected: number;
  /** Whole percent, 0–100. */
  progress: number;
  beneficiaries: number;
  path: PathRef;
}

export interface ProgramDetail extends ProgramSummary {
  body: { ar: string[]; en: string[] };
}

export interface PathSummary {
  id: number;
  slug: string;
  title: Bilingual;
  description: Bilingual;
  image: string;
  projectCount: number;
  target: number;
  collected: number;
  progress: number;
}

export interface PathDetail extends PathSummary {
  projects: ProgramSummary[];
}

export interface HomeStat {
  key: string;
  label: Bilingual;
  value: number;
  /** How the figure reads: a count, or an amount in halalas. */
  kind: 'count' | 'money';
}

export interface Partner {
  id: number;
  name: Bilingual;
  description: Bilingual;
  logo: string;
}

export type HomeSlide =
  | { id: number; kind: 'image'; title: Bilingual; text: Bilingual; image: string; link: string }
  | {
      id: number;
      kind: 'video';
      title: Bilingual;
      text: Bilingual;
      image: string;
      videoUrl: string;
      thumbnail: string | null;
    };

export interface HomeData {
  stats: HomeStat[];
  partners: Partner[];
  slides: HomeSlide[];
  latestNews: NewsSummary[];
  featuredPrograms: ProgramSummary[];
  paths: PathSummary[];
}

export interface ItemList<T> {
  items: T[];
}
