import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigation } from '../navigation/context';
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
        if (canPrefetch(navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }))
          prefetchPath(target);
      });
    }
  });
  targets.set(element, to);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** A plain left click on a same-window link: the cases the browser should not handle itself. */
function isClientNavigation(
  event: MouseEvent<HTMLAnchorElement>,
  target: string | undefined,
  download: unknown,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    download === undefined
  );
}

/**
 * An internal link: a real `<a href>` (works before hydration and without JavaScript), client-side
 * navigation through the pipeline on a plain click, and code prefetch when it becomes visible.
 */
export function AppLink({ to, children, prefetch = true, onClick, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { navigate } = useNavigation();
  useEffect(() => {
    if (!prefetch || !ref.current) return;
    return observe(ref.current, to);
  }, [to, prefetch]);
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isClientNavigation(event, rest.target, rest.download)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}
