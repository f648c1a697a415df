import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ClusterProvider } from '../session/ClusterProvider';
import { useSession } from '../session/SessionProvider';
import { EXPIRED_FLAG } from '../session/signInReason';

/** Signed-in screens only; a deep link opened while signed out returns to itself after sign-in. */
export default function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <Spin fullscreen />;
  if (status === 'anonymous' || status === 'expired') {
    const target = location.pathname + location.search + location.hash;
    // A session the API ended (401) says so on the sign-in: 'Kullanıcı girişi yapmalısınız.' (spec §8).
    const reason = status === 'expired' ? `&${EXPIRED_FLAG}=1` : '';
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}${reason}`} replace />;
  }
  return (
    <ClusterProvider>
      <Outlet />
    </ClusterProvider>
  );
}
