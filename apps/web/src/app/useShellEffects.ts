import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** After each navigation: scroll to top and show the product name as the title (spec §2). */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const title = t('app.name');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which pathname marks
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.title = title;
  }, [pathname, title]);
}
