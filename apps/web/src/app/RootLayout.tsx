import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { onApiError } from '../api/client';
import { SessionProvider } from '../session/SessionProvider';
import { toast, WARNING_MS } from '../ui/feedback';
import { startAnalytics, trackPage } from './analytics';
import { useNavigationEffects } from './useShellEffects';

/** Wraps every route: session, toasts for API errors (AppFeedback holds them, under AntdShell), navigation effects, analytics. */
export function RootLayout() {
  const { pathname } = useLocation();
  useNavigationEffects();

  useEffect(() => {
    void startAnalytics().catch(() => false);
  }, []);
  useEffect(() => trackPage(pathname), [pathname]);

  // Each status of spec §8 shows its own Turkish text; 401 is handled by the session (back to sign-in).
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status === 401) return;
        if (error.status === 503) toast.warning(error.message, WARNING_MS);
        else for (const message of error.messages) toast.error(message);
      }),
    [],
  );

  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
