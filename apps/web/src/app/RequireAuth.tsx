import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ClusterProvider } from '../session/ClusterProvider';
import { useSession } from '../session/SessionProvider';

/** Signed-in screens only; a deep link opened while signed out returns to itself after sign-in. */
export default function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <Spin fullscreen />;
  if (status === 'anonymous') {
    const target = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return (
    <ClusterProvider>
      <Outlet />
    </ClusterProvider>
  );
}
