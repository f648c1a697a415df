import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { mountSignIn, safeRedirect, signInTextsOf } from './signInView';

/**
 * /login and /register inside the app (after a sign-out, or a screen opened while signed out): the same
 * DOM-only view `boot.ts` shows on a first visit (`signInView.ts`), mounted here with the router's navigation
 * and the session's sign-in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const tab = pathname === '/register' ? 'register' : 'login';
  const authenticated = status === 'authenticated';

  useEffect(() => {
    if (authenticated || !container.current) return;
    return mountSignIn(container.current, {
      tab,
      search,
      texts: signInTextsOf((key) => t(key)),
      navigate: (to) => navigate(to),
      // Signed in, the page renders <Navigate> to the redirect: one navigation, not two racing each other.
      onSignedIn: signIn,
    });
  }, [authenticated, tab, search, t, navigate, signIn]);

  if (authenticated) return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace />;
  return <div ref={container} />;
}
