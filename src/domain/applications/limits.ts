/** Length limits of the form fields, shared by the inputs' maxLength and the schemas. */
export const LIMITS = {
  name: 100,
  city: 80,
  major: 120,
  coverLetter: 2000,
  skills: 1000,
  subject: 150,
  message: 2000,
  needDescription: 2000,
  honeypot: 200,
} as const;

/** Uploads: every file at most 5 MB; aid requests carry at most 3 attachments. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_AID_ATTACHMENTS = 3;

/** File kinds by content (the server sniffs; these feed the inputs' `accept`). */
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const AID_ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The honeypot: a field people never see (hidden off-screen, tabindex -1, autocomplete off). A bot
 * fills it; the server then answers 201 with a made-up reference and stores and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';
