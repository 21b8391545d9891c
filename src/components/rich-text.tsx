/**
 * A body written in the back office's editor. The HTML was cut to an allow-list on the server when
 * saved and again when read (server/admin/sanitize.ts): text structure, links and pictures only.
 * This is the one component of the public site that sets inner HTML.
 */
export function RichText({ html, className = 'prose' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: only markup the server sanitised on save (server/admin/sanitize.ts) reaches here.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
