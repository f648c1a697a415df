import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the button shows once the page is scrolled 300 px down, and takes 600 ms back to the top. */
export const BACK_TO_TOP_OFFSET = 300;
export const BACK_TO_TOP_MS = 600;

/** Scrolls the window to the top over `ms`, easing out; at once when the user asks for reduced motion. */
function scrollToTop(ms: number): void {
  const start = window.scrollY;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const done = Math.min(1, (now - began) / ms);
    window.scrollTo(0, Math.round(start * (1 - done) ** 3));
    if (done < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The round button at the bottom right of a long screen (a long list, a report) that goes back to its top. */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > BACK_TO_TOP_OFFSET);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
      data-testid="back-to-top"
      onClick={() => scrollToTop(BACK_TO_TOP_MS)}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
