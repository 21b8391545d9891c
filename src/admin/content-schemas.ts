import { z } from 'zod';
import { msg } from '../domain/validation';
import { withoutControlChars } from '../domain/safe-text';
import { isCivilDate } from '../lib/civil-dates';
import { DOCUMENT_TABS, PEOPLE_GROUPS } from '../domain/content-core';
import { parseVideoUrl } from '../domain/video-url';

/**
 * The inputs of the content types edited in the back office (information pages, albums, videos,
 * awareness messages, studies, documents, governance members, FAQs), shared by their forms and
 * their API: both languages side by side and one publishing state. Messages are keys of the
 * validation namespace.
 */
export const PUBLISHING_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

/**
 * A required text of every back-office form: without control characters (src/domain/safe-text.ts),
 * trimmed, `min` (1 unless said) to `max` characters.
 */
export const text = (max: number, min = 1) => {
  const present = z
    .string({ message: msg('required') })
    .overwrite(withoutControlChars)
    .trim()
    .min(1, msg('required'));
  return (min > 1 ? present.min(min, msg('tooShort', { min })) : present).max(max, msg('tooLong', { max }));
};
/** An optional text: the same rule, '' when left out. */
export const optionalText = (max: number) =>
  z.string().overwrite(withoutControlChars).trim().max(max, msg('tooLong', { max })).optional().default('');
/** Rich text from the editor: HTML the server sanitises before storing. */
const richText = (max: number) => text(max);
/**
 * An instant as the forms send it: ISO with Z or an offset (src/admin/riyadh-date-time.ts turns the
 * Riyadh time staff type into one). A time without a zone is refused: the server would read it as UTC,
 * three hours away from what the member meant.
 */
export const isoInstant = z.iso.datetime({ offset: true, message: msg('timeWithoutZone') });
const isoDay = z.string().trim().refine(isCivilDate, msg('invalid'));
/** A whole number as the forms' number inputs send it (a JSON number, never a text or a flag). */
export const whole = (min: number, max: number) =>
  z
    .number({ message: msg('notANumber') })
    .int(msg('wholeNumber'))
    .min(min, min === 0 ? msg('negative') : msg('tooSmall', { min }))
    .max(max, msg('tooLarge', { max }));
/** Order on the page: 0 first. */
export const position = whole(0, 10_000);
/** A position left empty (an emptied number input sends null) puts the row first. */
const positionOrFirst = position.nullish().transform((value) => value ?? 0);
/** A picture on this site: an uploaded one (/media/…) or a seeded one (/images/…). */
export const localImage = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(300, msg('tooLong', { max: 300 }))
  .regex(/^\/(media|images)\/[\w./-]+$/, msg('invalid'));

/** `status` and `publish_at` (the time a scheduled row shows; it must be ahead when scheduling). */
export const publishingShape = {
  status: z.enum(PUBLISHING_STATUSES, { message: msg('invalid') }),
  publish_at: isoInstant.nullish(),
};

/** The scheduling rule: a scheduled row needs its time, and a time still ahead. */
export function schedulingRule(parsed: unknown, ctx: z.RefinementCtx): void {
  const value = parsed as { status: PublishingStatus; publish_at?: string | null };
  if (value.status !== 'scheduled') return;
  if (!value.publish_at) ctx.addIssue({ code: 'custom', message: msg('required'), path: ['publish_at'] });
  else if (Date.parse(value.publish_at) <= Date.now())
    ctx.addIssue({ code: 'custom', message: msg('scheduleInPast'), path: ['publish_at'] });
}

/** A content schema: its fields plus the publishing state, with the scheduling rule. */
function publishable<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, ...publishingShape }).superRefine(schedulingRule);
}

const pair = <N extends string>(name: N, schema: z.ZodType<string>) =>
  ({ [`${name}_ar`]: schema, [`${name}_en`]: schema }) as Record<`${N}_ar` | `${N}_en`, z.ZodType<string>>;

export const infoPageSchema = publishable({
  ...pair('title', text(200)),
  ...pair('summary', text(1000)),
  ...pair('body', richText(100_000)),
});

export const albumImageSchema = z.object({
  src: localImage,
  ...pair('caption', optionalText(300)),
});

export const albumSchema = publishable({
  ...pair('title', text(200)),
  ...pair('description', text(2000)),
  cover: localImage,
  published_at: isoInstant,
  images: z
    .array(albumImageSchema)
    .max(200, msg('tooMany', { max: 200 }))
    .default([]),
});

export const videoSchema = publishable({
  ...pair('title', text(200)),
  ...pair('description', text(2000)),
  url: z
    .string()
    .trim()
    .max(500, msg('tooLong', { max: 500 }))
    .refine((url) => parseVideoUrl(url).ok, msg('videoUrl')),
  poster: localImage,
  published_at: isoInstant,
});

export const messageSchema = publishable({
  ...pair('title', text(200)),
  ...pair('topic', text(200)),
  ...pair('summary', text(1000)),
  ...pair('body', richText(100_000)),
  image: localImage,
  published_at: isoInstant,
});

export const studySchema = publishable({
  ...pair('title', text(300)),
  ...pair('field', text(120)),
  ...pair('summary', text(2000)),
  ...pair('body', richText(100_000)),
  published_on: isoDay,
});

/** An uploaded PDF waiting to be attached (POST /uploads/documents answers its id). */
export const pdfUploadId = z.string().regex(/^[a-f0-9]{24}\.pdf$/, msg('invalid'));

export const documentSchema = publishable({
  tab: z.enum(DOCUMENT_TABS, { message: msg('invalid') }),
  ...pair('title', text(300)),
  ...pair('category', text(120)),
  published_on: isoDay,
  position: positionOrFirst,
  /** Required when creating; on an update, absent keeps the current file. */
  file: pdfUploadId.nullish(),
  file_name: z
    .string()
    .trim()
    .max(200, msg('tooLong', { max: 200 }))
    .regex(/^[^/\\<>:"|?*\u0000-\u001f]*$/, msg('invalid'))
    .nullish(),
});

export const personSchema = publishable({
  group_key: z.enum(PEOPLE_GROUPS, { message: msg('invalid') }),
  position: positionOrFirst,
  ...pair('title', text(200)),
  ...pair('remit', text(2000)),
  members: z
    .array(z.object({ ar: text(200), en: text(200) }))
    .max(50, msg('tooMany', { max: 50 }))
    .default([]),
});

export const faqSchema = publishable({
  position: positionOrFirst,
  ...pair('question', text(500)),
  ...pair('answer', text(5000)),
});
