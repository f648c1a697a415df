import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows its changes and is known from the first render. */
function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(media).matches,
  );
}

/** Whether the screen is narrower than 992 px (spec §9's `lg` breakpoint: below it the side menu is a drawer). */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 991.98px)');
}

/** Whether the person asked their system for less motion: then dialogs, drawers and menus open without animating. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
