/**
 * What an error that reached a router's error handler becomes, for the public API and the back
 * office alike: a 4xx the error carries (body-parser's, busboy's) is the client's, anything else is
 * ours (500). Each router words the code in its own texts.
 */
export type RequestFailureCode = 'too_large' | 'bad_json' | 'unsupported_media_type' | 'bad_request' | 'server_error';

export function requestFailure(error: unknown): { status: number; code: RequestFailureCode } {
  const carried = (error as { status?: unknown; type?: unknown } | null | undefined) ?? {};
  const status =
    typeof carried.status === 'number' && carried.status >= 400 && carried.status < 500 ? carried.status : 500;
  if (status === 413) return { status, code: 'too_large' };
  // A charset or content coding the body parser does not read (latin1, utf-16 declared, br).
  if (status === 415) return { status, code: 'unsupported_media_type' };
  if (status === 400 && carried.type === 'entity.parse.failed') return { status, code: 'bad_json' };
  return { status, code: status >= 500 ? 'server_error' : 'bad_request' };
}
