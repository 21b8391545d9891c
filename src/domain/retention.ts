/**
 * How long the site keeps personal data (docs/decisions/055-retention-and-erasure.md): months after
 * an aid case closes or a submission arrives, days for statement codes, message bodies and access
 * logs. Shared by the server's settings (RETENTION_*), the retention job and the privacy notice,
 * which states the periods the site actually runs with.
 */
export interface RetentionPeriods {
  /** Aid requests and their files, after the case is declined, delivered or closed. */
  aidMonths: number;
  /** Job applications and CVs, after submission (and after the opening's closing date). */
  jobMonths: number;
  volunteerMonths: number;
  /** Contact messages and in-kind offers. */
  contactMonths: number;
  /** Yearly-statement requests (a mobile number and its one-time code). */
  statementDays: number;
  /** The text of an SMS or email once it was sent or gave up (the row stays, blanked). */
  outboxDays: number;
  /** Access and error logs: kept by the deployment's journal and log rotation (docs/deploy-nginx.md), not by the site. */
  accessLogDays: number;
}

export const RETENTION_DEFAULTS: RetentionPeriods = {
  aidMonths: 60,
  jobMonths: 24,
  volunteerMonths: 24,
  contactMonths: 12,
  statementDays: 30,
  outboxDays: 30,
  accessLogDays: 30,
};
