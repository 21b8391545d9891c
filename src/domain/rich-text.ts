/**
 * The heading levels a stored body may use. The page's own title is its h1, so a body starts at h2.
 * The server's allow-list (server/admin/sanitize.ts) and the back office's editor
 * (src/admin/rich-text-input.tsx) both read this one list.
 */
export const BODY_HEADING_LEVELS = [2, 3, 4] as const;
export type BodyHeadingLevel = (typeof BODY_HEADING_LEVELS)[number];
