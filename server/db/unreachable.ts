/**
 * Whether an error means the database could not be reached at all (down, restarting, dropped, out
 * of connections), as opposed to a query it refused. Such a failure is answered 503 "try again in a
 * minute", not 500: nothing was done, and nothing the client sent was wrong.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL: connection exceptions (08…), the server shutting down or starting (57P01–57P03),
    // the database gone (3D000), no connection slot left (53300).
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '3D000', '53300'].includes(code)) return true;
    // The network under it.
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'ENOTFOUND',
        'EAI_AGAIN',
        'EPIPE',
      ].includes(code)
    )
      return true;
    // SQLite: the file locked past busy_timeout, or not openable.
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_CANTOPEN') return true;
  }
  // node-postgres says these in words only.
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}
