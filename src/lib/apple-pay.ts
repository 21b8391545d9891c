import { useSyncExternalStore } from 'react';

/** The part of Apple Pay JS the checkout asks before offering Apple Pay. */
interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

function canMakePayments(): boolean {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
  try {
    return session?.canMakePayments() === true;
  } catch {
    // Safari throws outside a secure context: no Apple Pay there.
    return false;
  }
}

const subscribe = () => () => undefined;

/**
 * Whether this browser can pay with Apple Pay (`ApplePaySession.canMakePayments()`); false in
 * server HTML and during hydration, so the choice appears only once the browser has said yes.
 * `simulated`: the sandbox gateway simulates Apple Pay, so every browser may choose it there.
 */
export function useApplePay(simulated: boolean): boolean {
  const available = useSyncExternalStore(subscribe, canMakePayments, () => false);
  return simulated || available;
}
