import { useSyncExternalStore } from 'react';

// Sign-in's `has_payment_warning` (spec §7), kept for the browser tab: the session check on a reload does not
// answer it again, and a dismissed banner stays closed until the next sign-in.
const KEY = 'payment_warning';
const listeners = new Set<() => void>();

/** Whether the banner shows now. */
export function paymentWarningShown(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers what sign-in answered (false after a sign-out or a dismissal). */
export function rememberPaymentWarning(shown: boolean): void {
  try {
    if (shown) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the banner only shows until the page reloads.
  }
  for (const listener of listeners) listener();
}

/** Whether the payment warning shows, and its dismissal. */
export function usePaymentWarning(): [shown: boolean, dismiss: () => void] {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    paymentWarningShown,
    () => false,
  );
  return [shown, () => rememberPaymentWarning(false)];
}
