import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * The back office's query client. React Query retries a failed read three times with growing
 * pauses (1 s, 2 s, 4 s). An answer from the server in the 4xx range will not change on a retry:
 * a session ended elsewhere (a disabled member, a changed role, a lapsed session) otherwise kept
 * the screen on "Loading" for about seven seconds before the sign-in page, and a missing record
 * for as long before its message. Network failures and 5xx answers are still retried.
 */
export function adminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 3,
      },
    },
  });
}
