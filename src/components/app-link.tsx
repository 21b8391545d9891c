import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '../routes';
import { matchRoute } from '../pipeline/match-route';
import { canPrefetch, whenIdle } from '../lib/prefetch';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children: ReactNode;
  /** Default true: prefetch the page's code when the link becomes visible. */
  prefetch?: boolean;
};

const prefetched = new Set<string>();
let observer: IntersectionObserver | null = null;
const targets = new WeakMap<Element, string>();

function prefetchPath(to: string): void {
  const pathname = to.split(/[?#]/)[0];
  const match = matchRoute(routes, pathname);
  if (!match || prefetched.has(match.route.key)) return;
  prefetched.add(match.route.key);
  match.route.load().catch(() => prefetched.delete(match.route.key));
}

function observe(element: Element, to: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = targets.get(entry.target);
      observer?.unobserve(entry.target);
      if (!target) continue;
      whenIdle(() => {
        if (canPrefetch(navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })) prefetchPath(target);
      });
    }
  });
  targets.set(element, to);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** An internal link: client-side navigation through the pipeline, and code prefetch when visible. */
export function AppLink({ to, children, prefetch = true, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!prefetch || !ref.current) return;
    return observe(ref.current, to);
  }, [to, prefetch]);
  return (
    <Link ref={ref} to={to} {...rest}>
      {children}
    </Link>
  );
}
