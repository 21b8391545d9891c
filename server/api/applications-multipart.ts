import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { aidRequestSchema } from '#src/domain/applications/aid-request';
import type { AidRequestCreated } from '#src/domain/applications/api-types';
import { jobApplicationSchema } from '#src/domain/applications/job-application';
import { MAX_AID_ATTACHMENTS, MAX_FILE_BYTES } from '#src/domain/applications/limits';
import { fieldErrors, translateFieldErrors } from '#src/domain/validation';
import type { Database } from '../db/schema';
import type { SniffedType } from '../security/file-types';
import type { FileStore } from '../files/store';
import { PROBLEM_MESSAGE_KEYS } from '../security/file-checks';
import {
  checkFile,
  parseMultipart,
  removeFiles,
  storeFiles,
  type AcceptedFile,
  type MultipartFailure,
  type ReceivedFile,
} from '../security/uploads';
import { findOpenJob } from '../services/applications/jobs';
import { saveAidRequest, saveJobApplication, type SubmissionContext } from '../services/applications/submit';
import { answeredHoneypot, decoyReference, requestT, sendError } from './kit';

interface MultipartDependencies {
  db: Kysely<Database>;
  files: FileStore;
  ctx: (req: Request) => SubmissionContext;
  logger: Logger;
}

const MAX_MB = MAX_FILE_BYTES / (1024 * 1024);

function sendMultipartFailure(req: Request, res: Response, failure: MultipartFailure): void {
  if (failure === 'not_multipart') return sendError(req, res, 415, 'unsupported_media_type', 'apply:api.notMultipart');
  if (failure === 'too_many_fields') return sendError(req, res, 400, 'too_many_fields', 'apply:api.tooManyFields');
  sendError(req, res, 400, 'bad_request', 'apply:api.uploadFailed');
}

/** Checks the files of one field (file-checks.ts); adds a translated error for the first problem. */
async function checkFiles(
  req: Request,
  files: ReceivedFile[],
  allowed: readonly SniffedType[],
  typeKey: string,
  errors: Record<string, string>,
  field: string,
): Promise<AcceptedFile[]> {
  const t = requestT(req);
  const accepted: AcceptedFile[] = [];
  for (const file of files) {
    const result = await checkFile(file, allowed);
    if ('problem' in result) {
      const { problem } = result;
      errors[field] ??=
        problem === 'fileTooLarge'
          ? t('validation:fileTooLarge', { max: MAX_MB })
          : problem === 'fileType'
            ? t(typeKey)
            : t(PROBLEM_MESSAGE_KEYS[problem]);
    } else {
      accepted.push(result);
    }
  }
  return accepted;
}

/** Stores the files, runs the transaction, and takes the files back if the transaction fails. */
async function storeAndSave<Saved>(
  store: FileStore,
  files: AcceptedFile[],
  save: (stored: Awaited<ReturnType<typeof storeFiles>>) => Promise<Saved>,
): Promise<Saved> {
  const stored = await storeFiles(store, files);
  try {
    return await save(stored);
  } catch (error) {
    await removeFiles(store, stored);
    throw error;
  }
}

/** POST /applications/jobs: multipart fields + one `cv` (PDF or DOCX by content, ≤ 5 MB). */
export function postJobApplication({ db, files, ctx, logger }: MultipartDependencies): RequestHandler {
  return async (req, res) => {
    const form = await parseMultipart(req, { fileFields: { cv: 1 } });
    if (typeof form === 'string') return sendMultipartFailure(req, res, form);
    if (answeredHoneypot(form.fields, res, logger, 'job', () => ({ reference: decoyReference('job') }))) return;
    const t = requestT(req);
    const parsed = jobApplicationSchema.safeParse(form.fields);
    const errors: Record<string, string> = parsed.success ? {} : translateFieldErrors(fieldErrors(parsed.error), t);
    const cvFiles = form.files.filter((file) => file.field === 'cv');
    if (form.tooManyFiles) errors.cv = t('validation:tooManyFiles', { count: 1 });
    if (cvFiles.length === 0) errors.cv ??= t('validation:fileRequired');
    const accepted = await checkFiles(req, cvFiles, ['pdf', 'docx'], 'validation:fileTypeCv', errors, 'cv');
    let opening = null;
    if (parsed.success && parsed.data.openingId !== undefined) {
      opening = await findOpenJob(db, parsed.data.openingId);
      if (!opening) errors.openingId = t('validation:openingClosed');
    }
    if (!parsed.success || Object.keys(errors).length > 0)
      return sendError(req, res, 400, 'validation_failed', 'validation:failed', errors);
    const input = parsed.data;
    const reference = await storeAndSave(files, accepted, (stored) =>
      saveJobApplication(ctx(req), input, opening ? { id: opening.id, title: opening.title.ar } : null, stored),
    );
    res.status(201).json({ reference });
  };
}

/** POST /aid-requests: multipart fields + 0–3 `attachments` (PDF, JPEG or PNG by content, ≤ 5 MB each). */
export function postAidRequest({ files, ctx, logger }: MultipartDependencies): RequestHandler {
  return async (req, res) => {
    const form = await parseMultipart(req, { fileFields: { attachments: MAX_AID_ATTACHMENTS } });
    if (typeof form === 'string') return sendMultipartFailure(req, res, form);
    if (
      answeredHoneypot(
        form.fields,
        res,
        logger,
        'aid',
        () => ({ reference: decoyReference('aid'), texted: true }) satisfies AidRequestCreated,
      )
    )
      return;
    const t = requestT(req);
    const parsed = aidRequestSchema.safeParse(form.fields);
    const errors: Record<string, string> = parsed.success ? {} : translateFieldErrors(fieldErrors(parsed.error), t);
    if (form.tooManyFiles) errors.attachments = t('validation:tooManyFiles', { count: MAX_AID_ATTACHMENTS });
    const accepted = await checkFiles(
      req,
      form.files,
      ['pdf', 'jpeg', 'png'],
      'validation:fileTypeAttachment',
      errors,
      'attachments',
    );
    if (!parsed.success || Object.keys(errors).length > 0)
      return sendError(req, res, 400, 'validation_failed', 'validation:failed', errors);
    const input = parsed.data;
    const created: AidRequestCreated = await storeAndSave(files, accepted, (stored) =>
      saveAidRequest(ctx(req), input, stored),
    );
    res.status(201).json(created);
  };
}
