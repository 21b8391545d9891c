import { z } from 'zod';
import { msg } from '../domain/validation';
import { MAX_PASSWORD_LENGTH } from './limits';
import { staffPassword } from './password-rule';
import { SECRET_TOKEN } from '../domain/ids';
import { isoInstant, optionalText, text } from './content-schemas';

/**
 * The back office's inputs, shared by its forms and its API (server/admin/**): one rule, two
 * places. Messages are keys of the validation namespace.
 */
const email = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(254, msg('tooLong', { max: 254 }))
  .email(msg('email'));

export const loginSchema = z.object({
  email,
  password: z
    .string()
    .min(1, msg('required'))
    .max(MAX_PASSWORD_LENGTH, msg('tooLong', { max: MAX_PASSWORD_LENGTH })),
});

export const codeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, msg('invalid'))
      .optional(),
    recoveryCode: z.string().trim().min(16, msg('invalid')).max(40, msg('invalid')).optional(),
  })
  .refine((value) => value.code !== undefined || value.recoveryCode !== undefined, {
    message: msg('required'),
    path: ['code'],
  });

export const setPasswordSchema = z.object({
  token: z.string().regex(SECRET_TOKEN, msg('invalid')),
  password: staffPassword,
});

export const STAFF_ROLE_VALUES = ['admin', 'editor', 'finance', 'services'] as const;

export const inviteSchema = z.object({
  email,
  name: text(100),
  role: z.enum(STAFF_ROLE_VALUES, { message: msg('invalid') }),
  /** The invitee's language: their invitation email and the link's page are written in it. */
  locale: z.enum(['ar', 'en'], { message: msg('invalid') }).default('ar'),
});

/** react-admin's list query: page, perPage, sort, order, filter (JSON). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, msg('page')).default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(200, msg('pageSize', { max: 200 }))
    .default(25),
  sort: z
    .string()
    .regex(/^[a-zA-Z_]{1,40}$/, msg('invalid'))
    .optional(),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  /** `csv`: the whole filtered list as a CSV download (server/admin/csv-export.ts). */
  format: z.enum(['csv'], { message: msg('invalid') }).optional(),
  filter: z
    .string()
    .max(2000)
    .optional()
    .transform((value, ctx) => {
      if (!value) return {} as Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: msg('invalid') });
      return z.NEVER;
    }),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const NEWS_STATUSES = ['draft', 'published', 'scheduled'] as const;

/** A picture on this site: an uploaded one (/media/…) or a seeded one (/images/…). */
const localImage = z
  .string()
  .trim()
  .max(300, msg('tooLong', { max: 300 }))
  .regex(/^\/(media|images)\/[\w./-]+$/, msg('invalid'));

/** A news item as the editor sends it: both languages side by side; bodies are rich text (HTML, sanitised by the server). */
export const newsSchema = z
  .object({
    title_ar: text(200),
    title_en: text(200),
    summary_ar: text(600),
    summary_en: text(600),
    body_ar: text(100_000),
    body_en: text(100_000),
    image: localImage,
    status: z.enum(NEWS_STATUSES, { message: msg('invalid') }),
    published_at: isoInstant,
  })
  .refine((news) => news.status !== 'scheduled' || Date.parse(news.published_at) > Date.now(), {
    message: msg('invalid'),
    path: ['published_at'],
  });
export type NewsInput = z.infer<typeof newsSchema>;

/** Where an aid request may go next (the applicant is told at each step). */
export const AID_TRANSITIONS: Record<string, readonly string[]> = {
  received: ['underReview', 'declined'],
  underReview: ['needsDocuments', 'approved', 'declined'],
  needsDocuments: ['underReview', 'approved', 'declined'],
  approved: ['delivered'],
  declined: [],
  delivered: [],
  closed: [],
};

export const aidStatusChangeSchema = z.object({
  status: z.enum(['underReview', 'needsDocuments', 'approved', 'declined', 'delivered'], { message: msg('invalid') }),
  note: optionalText(300),
});
