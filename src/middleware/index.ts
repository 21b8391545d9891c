import type { Middleware } from '../pipeline/types';

/**
 * The middleware registry: pages and layouts name middleware; a name missing here is a 500
 * "Unknown middleware NAME" (SPEC.md §5). Global middleware run before layout and page middleware.
 */
export const middlewareRegistry: Record<string, Middleware> = {
  /** Pages that exist only for testing or staff are kept out of search engines by their head; nothing to do here yet. */
  noop: () => undefined,
};

export const globalMiddleware: string[] = [];
