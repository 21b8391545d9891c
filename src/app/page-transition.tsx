import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The page transition: named "fade", mode out-in, appear enabled. */
export const TRANSITION_NAME = 'fade';
export const TRANSITION_MS = 180;

/**
 * Out-in: the old page fades out completely before the new one fades in. On first render the page
 * "appears" with the same fade (a CSS animation that prefers-reduced-motion turns off).
 */
export function PageTransition({
  transitionKey,
  children,
  onShown,
}: {
  transitionKey: string;
  children: ReactNode;
  onShown?: () => void;
}) {
  const [shown, setShown] = useState({ key: transitionKey, children });
  const [phase, setPhase] = useState<'appear' | 'leave' | 'enter'>('appear');
  const first = useRef(true);

  // The new page is in the document now: scrolling (to the top, an anchor, a remembered position) can begin.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onShown?.();
    // Only a swap counts, not a new callback (the client root keeps one).
  }, [shown.key]);

  useEffect(() => {
    if (transitionKey === shown.key) {
      setShown((current) => (current.children === children ? current : { key: transitionKey, children }));
      return;
    }
    setPhase('leave');
    const timer = window.setTimeout(() => {
      setShown({ key: transitionKey, children });
      setPhase('enter');
    }, TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [transitionKey, children, shown.key]);

  return (
    <div className={`${TRANSITION_NAME}-${phase}`} data-transition={TRANSITION_NAME}>
      {shown.children}
    </div>
  );
}
