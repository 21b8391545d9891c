import type { Generated } from 'kysely';

/**
 * The donor's space (migration 0059, docs/decisions/063-donor-space.md). Times are ISO strings.
 */
export interface DonorSessionTable {
  /** sha256 of the session cookie's token, hex: the token itself is never stored. */
  token_hash: string;
  /** 05xxxxxxxx: the mobile the one-time code was sent to. */
  mobile: string;
  locale: string;
  created_at: string;
  /** Moves on with each use; the session ends when it passes. */
  idle_expires_at: string;
  /** Fixed at sign-in: the session ends then however much it is used. */
  expires_at: string;
}

/** A donor's request to erase their data: a row in the staff's queue, to be answered by `due_at`. */
export interface DonorErasureRequestTable {
  id: Generated<number>;
  /** 05xxxxxxxx while waiting; masked once the erasure is done. */
  mobile: string;
  locale: string;
  /** waiting | done */
  status: string;
  requested_at: string;
  /** Thirty days after the request: what the law gives the association to answer. */
  due_at: string;
  done_at: string | null;
}

export interface DonorSpaceTables {
  donor_sessions: DonorSessionTable;
  donor_erasure_requests: DonorErasureRequestTable;
}
