import type { RequestHandler, Router } from 'express';

/**
 * Page data without the trip through HTTP emulation and Express (docs/decisions/048). The public
 * reads declared with the kit's `readRoute`, `listRoute` and `detailRoute` carry a direct form. The
 * server's in-process API client calls it with the path's parameters and the query as the API
 * router parses it. Whatever the direct form does not answer plainly goes the ordinary way, through
 * the API router: a query the schema refuses, an unknown id, a failure. So every refusal and error
 * answer keeps its one implementation.
 */
export const DIRECT_READ = Symbol('direct read');

/** The body of a plain 200 answer, or null to let the API router answer. */
export type DirectRead = (input: {
  params: Record<string, string | string[]>;
  query: unknown;
}) => Promise<{ body: unknown } | null>;

export interface DirectReads {
  /** The direct answer for a path under the API's prefix, or null to go through the API router. */
  read(path: string, query: unknown): Promise<{ body: unknown } | null> | null;
  /** The route paths answered directly (`/news/:id`), in the routers' order. */
  patterns: string[];
}

export function withDirectRead(handler: RequestHandler, direct: DirectRead): RequestHandler {
  return Object.assign(handler, { [DIRECT_READ]: direct });
}

/** Marks a router middleware that passes every GET on untouched, so direct reads may skip it. */
export const PASSES_READS = Symbol('passes reads');

export function passesReads(middleware: RequestHandler): RequestHandler {
  return Object.assign(middleware, { [PASSES_READS]: true });
}

type Segment = { literal: string } | { param: string };

/** What Express's router keeps of a route, as far as it is read here. */
interface RouteLayer {
  handle: RequestHandler & { [PASSES_READS]?: boolean };
  route?: {
    path: unknown;
    methods: Record<string, boolean>;
    stack: Array<{ handle: RequestHandler & { [DIRECT_READ]?: DirectRead } }>;
  };
}

/** Splits `/news/:id` into literal and parameter segments; null for any other path syntax. */
function segmentsOf(path: string): Segment[] | null {
  if (!path.startsWith('/')) return null;
  const segments: Segment[] = [];
  for (const part of path.slice(1).split('/')) {
    if (/^:\w+$/.test(part)) segments.push({ param: part.slice(1) });
    else if (/^[\w.-]+$/.test(part)) segments.push({ literal: part });
    else return null;
  }
  return segments;
}

/**
 * The direct reads of the API's routers (mounted at the API's root), looked up by the path under
 * the API's prefix. Every GET route is listed in the routers' order, so a path goes where Express
 * would send it: a route without a direct form (several handlers, such as a limit before the
 * answer) answers null and goes the ordinary way, and so does every route after a router
 * middleware (which Express runs for every request that reaches it, in any router after it) unless
 * that middleware is marked as passing reads on untouched.
 */
export function directReads(routers: Router[]): DirectReads {
  const entries: Array<{ path: string; segments: Segment[]; direct: DirectRead | null }> = [];
  let afterMiddleware = false;
  collect: for (const router of routers) {
    for (const layer of (router as unknown as { stack: RouteLayer[] }).stack) {
      const route = layer.route;
      if (!route) {
        if (!layer.handle[PASSES_READS]) afterMiddleware = true;
        continue;
      }
      if (!route.methods.get && !route.methods._all) continue;
      const segments = typeof route.path === 'string' ? segmentsOf(route.path) : null;
      // A path this reader cannot match could take any request: nothing from here on is answered directly.
      if (!segments) break collect;
      const direct = !afterMiddleware && route.stack.length === 1 ? (route.stack[0].handle[DIRECT_READ] ?? null) : null;
      entries.push({ path: route.path as string, segments, direct });
    }
  }
  const read: DirectReads['read'] = (path, query) => {
    const parts = path.slice(1).split('/');
    for (const { segments, direct } of entries) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((segment, index) => {
        if ('literal' in segment) return segment.literal === parts[index];
        params[segment.param] = parts[index];
        return parts[index] !== '';
      });
      if (matches) return direct ? direct({ params, query }) : null;
    }
    return null;
  };
  return { read, patterns: entries.filter((entry) => entry.direct).map((entry) => entry.path) };
}
