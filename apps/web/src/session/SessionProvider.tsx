import type { SessionPayload, SessionUser } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { onApiError } from '../api/client';
import { sessionApi } from '../api/sessionApi';
import { handedSession, storeSessionToken } from './handOver';
import { restoreAdminSession, returnToAdminSession } from './impersonation';
import { rememberPaymentWarning } from './paymentWarning';
import { storage } from './storage';

/** `expired`: signed out because the API answered 401 (the token expired or was revoked), which the sign-in says. */
type Status = 'checking' | 'anonymous' | 'expired' | 'authenticated';

type Session = {
  status: Status;
  user: SessionUser | null;
  signIn: (payload: SessionPayload) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

function clearStoredSession(): void {
  rememberPaymentWarning(false);
  storage.set('token', null);
  storage.set('tokenId', null);
  storage.set('adminToken', null);
}

/**
 * Holds who is signed in. On start an existing token is verified (spec §4): a user with a temporary
 * password is signed out, and a failed check clears the session and goes to the root.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A sign-in made before the app started (boot.ts) is the session as it stands: no need to check it again.
  const [handed] = useState(() => {
    const payload = handedSession();
    if (payload) rememberPaymentWarning(payload.has_payment_warning);
    return payload;
  });
  const [status, setStatus] = useState<Status>(
    handed ? 'authenticated' : storage.get('token') ? 'checking' : 'anonymous',
  );
  const [user, setUser] = useState<SessionUser | null>(handed?.user ?? null);

  const dropSession = useCallback(
    (ended: Status = 'anonymous') => {
      clearStoredSession();
      setUser(null);
      setStatus(ended);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => {
    if (handed || !storage.get('token')) return;
    sessionApi
      .whoAmI()
      .then(({ data }) => {
        if (data.user.has_temporary_password) {
          void sessionApi.dropToken(storage.get('tokenId')).catch(() => undefined);
          dropSession();
          return;
        }
        setUser(data.user);
        setStatus('authenticated');
      })
      .catch(() => {
        if (returnToAdminSession()) return;
        dropSession();
        navigate('/', { replace: true });
      });
  }, [handed, dropSession, navigate]);

  // Any 401 from the API means the token is gone: back to sign-in, then back to this screen.
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status !== 401 || !storage.get('token')) return;
        if (returnToAdminSession()) return;
        // RequireAuth sends the screen to sign-in, with its address to come back to and the reason.
        dropSession('expired');
      }),
    [dropSession],
  );

  const signIn = useCallback((payload: SessionPayload) => {
    storeSessionToken(payload);
    rememberPaymentWarning(payload.has_payment_warning);
    setUser(payload.user);
    setStatus('authenticated');
  }, []);

  const signOut = useCallback(async () => {
    const tokenId = storage.get('tokenId');
    if (tokenId) await sessionApi.dropToken(tokenId).catch(() => undefined);
    // Signed out while acting as a user: the super administrator's own session, kept aside, ends too.
    const admin = restoreAdminSession();
    if (admin) await sessionApi.dropToken(admin.token_id).catch(() => undefined);
    dropSession();
    navigate('/login', { replace: true });
  }, [dropSession, navigate]);

  const value = useMemo(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
