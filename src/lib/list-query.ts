import type { RouteContext } from '../pipeline/types';

/**
 * The list query a page passes on to the API, as the visitor typed it: the API validates it and a
 * bad value comes back as its localized 400, shown by the error page.
 */
export function listParams(
  ctx: RouteContext,
  keys: string[] = ['page'],
  size?: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of keys) if (ctx.query[key] !== undefined) params[key] = ctx.query[key];
  if (size) params.size = size;
  return params;
}
