import { useEffect, useState, type ReactNode } from 'react';

/** SPEC.md §2: transition named "fade", mode out-in, appear enabled. */
export const TRANSITION_NAME = 'fade';
export const TRANSITION_MS = 180;

/**
 * Out-in: the old page fades out completely before the new one fades in. On first render the page
 * "appears" with the same fade (a CSS animation that prefers-reduced-motion turns off).
 */
export function PageTransition({ transitionKey, children }: { transitionKey: string; children: ReactNode }) {
  const [shown, setShown] = useState({ key: transitionKey, children });
  const [phase, setPhase] = useState<'appear' | 'leave' | 'enter'>('appear');

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
