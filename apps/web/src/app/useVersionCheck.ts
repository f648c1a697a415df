import { Button } from 'antd';
import { createElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../session/storage';
import { getNotifier } from '../ui/feedback';

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Notices a newly deployed version (its /version.json differs from this build's) and offers a reload. */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    storage.set('appVersion', __APP_VERSION__);
    let offered = false;
    const check = async () => {
      if (offered || document.hidden) return;
      try {
        const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        if (version && version !== __APP_VERSION__) {
          offered = true;
          getNotifier()?.info({
            key: 'new-version',
            title: t('shell.newVersion'),
            placement: 'topRight',
            duration: 0,
            actions: createElement(
              Button,
              { type: 'primary', size: 'small', onClick: () => window.location.reload() },
              t('shell.newVersionAction'),
            ),
          });
        }
      } catch {
        // Offline for a moment: the next check will tell.
      }
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [t]);
}
