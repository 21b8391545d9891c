import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { saudiIban } from '../../src/domain/iban';

type Sample = (db: Kysely<Database>, app: Express) => Promise<{ path: string; body?: unknown }>;

// Numbers samples make unique (slugs, IBANs): two in the same millisecond must still differ.
let counter = 0;
const unique = () => `s${Date.now().toString(36)}-${(counter += 1)}`;

// Any table, as the samples insert plain rows (Kysely's per-table types are not needed here).
type AnyDb = Kysely<any>;

/** Inserts a row (the database numbers it, as the back office's) and returns its id. */
async function insert(
  db: Kysely<Database>,
  table: keyof Database & string,
  values: Record<string, unknown>,
): Promise<number> {
  const any = db as unknown as AnyDb;
  const row = await any.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const PATH = () => ({
  slug: unique(),
  title_ar: 'مسار',
  title_en: 'Path',
  description_ar: 'وصف',
  description_en: 'Description',
  image: '/images/paths/1.jpg',
  position: 1,
});
const PROGRAM = {
  path_id: 1,
  title_ar: 'برنامج',
  title_en: 'Program',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  body_ar: 'نص',
  body_en: 'Text',
  image: '/images/programs/1.jpg',
  target_halalas: 100_000,
  beneficiaries: 1,
  position: 1,
};
const SLIDE = {
  kind: 'image',
  title_ar: 'شريحة',
  title_en: 'Slide',
  text_ar: 'نص',
  text_en: 'Text',
  image: '/images/slides/1.jpg',
  link: '/paths',
  video_url: null,
  position: 1,
};
/** A cause with no money fields: both editors and finance may save it as it is. */
const CAUSE = {
  kind: 'cause',
  title_ar: 'قضية',
  title_en: 'Cause',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  image: '/giving/cause.svg',
  position: 1,
};
const CAUSE_BODY = {
  ...CAUSE,
  unit_price: null,
  stock_total: null,
  target: null,
  fund: 'sadaqah',
  zakat_eligible: false,
  status: 'draft',
  most_needed: false,
};
const OCCASION = {
  title_ar: 'مناسبة',
  title_en: 'Occasion',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  image: '/giving/gift-eid.svg',
  position: 1,
};
const CARD = {
  occasion_id: 1,
  title_ar: 'بطاقة',
  title_en: 'Card',
  image: '/giving/gift-eid.svg',
  background: '#0f5c4d',
  foreground: '#ffffff',
  position: 1,
};
const ACCOUNT = () => ({
  bank_ar: 'بنك',
  bank_en: 'Bank',
  purpose_ar: 'عام',
  purpose_en: 'General',
  account_name_ar: 'الجمعية',
  account_name_en: 'Association',
  iban: saudiIban('80', `${Date.now()}${String((counter += 1) % 10_000).padStart(4, '0')}`),
  position: 1,
});
const JOB = () => ({
  slug: unique(),
  title_ar: 'وظيفة',
  title_en: 'Job',
  department_ar: 'قسم',
  department_en: 'Department',
  location_ar: 'الرياض',
  location_en: 'Riyadh',
  employment_type: 'fullTime',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  requirements_ar: 'شرط',
  requirements_en: 'Requirement',
  is_open: false,
  sort_order: 1,
  posted_at: '2026-11-01',
  closes_at: null,
});
/** Content with a publishing state is saved as a draft here: nothing reaches the public pages. */
const DRAFT = { status: 'draft' };
const PRICES = {
  gold_price_per_gram: 49_000,
  silver_price_per_gram: 610,
  prices_set_at: '2026-11-15T06:00:00.000Z',
  nisab_gold_grams: 85,
  nisab_silver_grams: 595,
  fitr_amount_per_person: 2_500,
  fitr_grams_per_person: 3_000,
  meal_price: 1_500,
  clothing_price: 7_500,
};

const programId = (db: Kysely<Database>) => insert(db, 'programs', { ...PROGRAM, collected_halalas: 0, featured: 0 });
const causeId = (db: Kysely<Database>) =>
  insert(db, 'giving_items', { ...CAUSE, status: 'draft', most_needed: 0, collected: 0 });
const jobId = async (db: Kysely<Database>) => {
  const job = JOB();
  const row = await db
    .insertInto('job_openings')
    .values({ ...job, employment_type: 'fullTime', is_open: 0, posted_at: '2026-11-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A valid request for each route of the giving and site content (the route-table test needs one per route). */
export const siteContentSamples: Record<string, Sample> = {
  'GET /paths': async () => ({ path: '/paths' }),
  'GET /paths/:id': async () => ({ path: '/paths/1' }),
  'POST /paths': async () => ({ path: '/paths', body: PATH() }),
  'PUT /paths/:id': async (db) => ({ path: `/paths/${await insert(db, 'donation_paths', PATH())}`, body: PATH() }),
  'DELETE /paths/:id': async (db) => ({ path: `/paths/${await insert(db, 'donation_paths', PATH())}` }),

  'GET /programs': async () => ({ path: '/programs?filter=%7B%22path_id%22%3A1%7D' }),
  'GET /programs/:id': async () => ({ path: '/programs/1' }),
  'POST /programs': async () => ({ path: '/programs', body: { ...PROGRAM, ...DRAFT, featured: false } }),
  'PUT /programs/:id': async (db) => ({
    path: `/programs/${await programId(db)}`,
    body: { ...PROGRAM, ...DRAFT, featured: false, collected_adjustment: 100 },
  }),
  'DELETE /programs/:id': async (db) => ({ path: `/programs/${await programId(db)}` }),

  'GET /home-slides': async () => ({ path: '/home-slides' }),
  'GET /home-slides/:id': async () => ({ path: '/home-slides/1' }),
  'POST /home-slides': async () => ({ path: '/home-slides', body: { ...SLIDE, ...DRAFT, video_url: '' } }),
  'PUT /home-slides/:id': async (db) => ({
    path: `/home-slides/${await insert(db, 'home_slides', SLIDE)}`,
    body: { ...SLIDE, ...DRAFT, video_url: '' },
  }),
  'DELETE /home-slides/:id': async (db) => ({ path: `/home-slides/${await insert(db, 'home_slides', SLIDE)}` }),

  'GET /catalog': async () => ({ path: '/catalog?filter=%7B%22kind%22%3A%22waqf%22%7D' }),
  'GET /catalog/:id': async () => ({ path: '/catalog/10' }),
  'POST /catalog': async () => ({ path: '/catalog', body: CAUSE_BODY }),
  'PUT /catalog/:id': async (db) => ({ path: `/catalog/${await causeId(db)}`, body: CAUSE_BODY }),
  'DELETE /catalog/:id': async (db) => ({ path: `/catalog/${await causeId(db)}` }),

  'GET /gift-occasions': async () => ({ path: '/gift-occasions' }),
  'GET /gift-occasions/:id': async () => ({ path: '/gift-occasions/1' }),
  'POST /gift-occasions': async () => ({ path: '/gift-occasions', body: OCCASION }),
  'PUT /gift-occasions/:id': async (db) => ({
    path: `/gift-occasions/${await insert(db, 'gift_occasions', OCCASION)}`,
    body: OCCASION,
  }),
  'DELETE /gift-occasions/:id': async (db) => ({
    path: `/gift-occasions/${await insert(db, 'gift_occasions', OCCASION)}`,
  }),

  'GET /gift-cards': async () => ({ path: '/gift-cards?filter=%7B%22occasion_id%22%3A1%7D' }),
  'GET /gift-cards/:id': async () => ({ path: '/gift-cards/1' }),
  'POST /gift-cards': async () => ({ path: '/gift-cards', body: CARD }),
  'PUT /gift-cards/:id': async (db) => ({ path: `/gift-cards/${await insert(db, 'gift_cards', CARD)}`, body: CARD }),
  'DELETE /gift-cards/:id': async (db) => ({ path: `/gift-cards/${await insert(db, 'gift_cards', CARD)}` }),

  'GET /bank-accounts': async () => ({ path: '/bank-accounts' }),
  'GET /bank-accounts/:id': async (db) => ({
    path: `/bank-accounts/${(await db.selectFrom('bank_accounts').select('id').executeTakeFirstOrThrow()).id}`,
  }),
  'POST /bank-accounts': async () => ({ path: '/bank-accounts', body: ACCOUNT() }),
  'PUT /bank-accounts/:id': async (db) => ({
    path: `/bank-accounts/${await insert(db, 'bank_accounts', ACCOUNT())}`,
    body: ACCOUNT(),
  }),
  'DELETE /bank-accounts/:id': async (db) => ({
    path: `/bank-accounts/${await insert(db, 'bank_accounts', ACCOUNT())}`,
  }),

  'GET /job-openings': async () => ({ path: '/job-openings' }),
  'GET /job-openings/:id': async (db) => ({ path: `/job-openings/${await jobId(db)}` }),
  'POST /job-openings': async () => ({ path: '/job-openings', body: { ...JOB(), ...DRAFT } }),
  'PUT /job-openings/:id': async (db) => ({ path: `/job-openings/${await jobId(db)}`, body: { ...JOB(), ...DRAFT } }),
  'POST /preview/catalog/:id': async (db) => ({ path: `/preview/catalog/${await causeId(db)}`, body: {} }),
  'POST /preview/job-openings/:id': async (db) => ({ path: `/preview/job-openings/${await jobId(db)}`, body: {} }),
  'DELETE /job-openings/:id': async (db) => ({ path: `/job-openings/${await jobId(db)}` }),

  'GET /calculator-settings': async () => ({ path: '/calculator-settings' }),
  'GET /calculator-settings/:id': async () => ({
    path: `/calculator-settings/${encodeURIComponent('2026-11-15T06:00:00.000Z')}`,
  }),
  'POST /calculator-settings': async () => ({ path: '/calculator-settings', body: PRICES }),

  'GET /site-settings': async () => ({ path: '/site-settings' }),
  'GET /site-settings/:id': async () => ({ path: '/site-settings/1' }),
  'PUT /site-settings/:id': async (db) => {
    const {
      id: _id,
      social_json: _social,
      logo_path: _logo,
      ...row
    } = await db.selectFrom('association_profile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return { path: '/site-settings/1', body: row };
  },
};
