import { z } from 'zod';
import { paginationQuery, type Page } from './pagination';
import { msg } from './validation';
import type { Bilingual } from './bilingual';

/**
 * The content API's shapes for "who we are and how we are governed" (server/api/content-core*.ts),
 * shared by the pages that read them. Text comes as `{ ar, en }` pairs: one cacheable answer per
 * resource, whichever language the page shows.
 */
export { pick, type Bilingual } from './bilingual';
export { isNumericId } from './ids';

export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export interface BilingualBlocks {
  ar: ContentBlock[];
  en: ContentBlock[];
}

export interface SocialLink {
  network: 'x' | 'instagram' | 'youtube' | 'snapchat' | 'linkedin' | 'whatsapp';
  url: string;
}

export interface BankAccount {
  id: number;
  bank: Bilingual;
  purpose: Bilingual;
  accountName: Bilingual;
  iban: string;
}

export interface Branch {
  id: number;
  name: Bilingual;
  address: Bilingual;
  phone: string;
  lat: number;
  lng: number;
}

export interface AssociationProfile {
  name: Bilingual;
  shortName: Bilingual;
  logo: string;
  licence: { number: string; authority: Bilingual };
  contact: { phone: string; whatsapp: string; email: string; address: Bilingual; workingHours: Bilingual };
  social: SocialLink[];
  bankAccounts: BankAccount[];
  branches: Branch[];
}

/** The information pages served by GET /pages/:slug (the /pages/* rows of src/route-rows.ts). */
export const INFO_PAGE_SLUGS = [
  'about',
  'vision',
  'message',
  'values',
  'goals',
  'idea',
  'organizational_structure',
  'services',
  'team',
  'evaluation',
  'evidence',
  'strategic_plan',
  'Operational_Plan',
  'annual_report',
  'financial_statements',
  'general_assembly',
  'board',
  'executive_committee',
  'general_assembly_members',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export interface InfoPage {
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  body: BilingualBlocks;
  /** The back office's rich text (sanitised), shown instead of `body` when present. */
  html?: Bilingual | null;
  updatedAt: string;
}

export const DOCUMENT_TABS = ['governance', 'policies', 'regulations', 'reports', 'financial'] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

export interface DocumentSummary {
  id: number;
  tab: DocumentTab;
  title: Bilingual;
  category: Bilingual;
  publishedOn: string;
  fileName: string;
  mimeType: 'application/pdf';
  sizeBytes: number;
  /** Relative to the API base (/api/v1). */
  downloadUrl: string;
}

/** GET /documents: `?tab=` (required) with the usual pagination. */
export const documentsQuery = paginationQuery.extend({
  tab: z.enum(DOCUMENT_TABS, { message: msg('documentTab', { tabs: DOCUMENT_TABS.join(', ') }) }),
});
export type DocumentsQuery = z.infer<typeof documentsQuery>;
export type DocumentPage = Page<DocumentSummary>;

export const PEOPLE_GROUPS = [
  'board',
  'executive_management',
  'executive_committee',
  'general_assembly',
  'permanent_committees',
] as const;
export type PeopleGroup = (typeof PEOPLE_GROUPS)[number];

export const peopleQuery = z.object({
  group: z.enum(PEOPLE_GROUPS, { message: msg('peopleGroup', { groups: PEOPLE_GROUPS.join(', ') }) }),
});

/** A seat described by its role (sample content names roles, not invented people); a committee lists the roles on it. */
export interface GovernanceMember {
  id: number;
  title: Bilingual;
  remit: Bilingual;
  members: Bilingual[];
}

export interface PeopleResponse {
  group: PeopleGroup;
  items: GovernanceMember[];
}

export interface Faq {
  id: number;
  question: Bilingual;
  answer: Bilingual;
}

export const faqsQuery = paginationQuery.extend({
  size: paginationQuery.shape.size.default(50),
});
export type FaqPage = Page<Faq>;

export interface StudySummary {
  id: number;
  publishedOn: string;
  title: Bilingual;
  field: Bilingual;
  summary: Bilingual;
}

export interface Study extends StudySummary {
  body: BilingualBlocks;
  /** The back office's rich text (sanitised), shown instead of `body` when present. */
  html?: Bilingual | null;
}

export type StudyPage = Page<StudySummary>;
