import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around server-rendered content, for hydration only: React hydrates the page's
 * root in one uninterrupted task, but each boundary later, in slices of a few milliseconds between
 * which the browser can paint and answer input (and an input inside a boundary hydrates that one
 * first). Without it, hydrating a whole page was one long task of 250-1000 ms on a mid-range phone.
 * Nothing inside suspends once the page's code has loaded, so the empty fallback is never shown.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
