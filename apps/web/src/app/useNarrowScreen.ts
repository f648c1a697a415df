import { useSyncExternalStore } from 'react';

/** Spec §9's `lg` breakpoint: below 992 px the side menu becomes a drawer behind a button. */
const NARROW = '(max-width: 991.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is narrower than 992 px (a phone or a tablet held upright); known from the first render. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
