import { useQuery } from '@tanstack/react-query';
import { sessionApi } from '../api/sessionApi';
import { useCluster } from './ClusterProvider';
import { useSession } from './SessionProvider';

/** The caller's permissions in the selected complex (super administrators may do all). */
export function usePermissions(): { has: (permission: string) => boolean } {
  const { user } = useSession();
  const { clusterId } = useCluster();
  const { data } = useQuery({ ...sessionApi.permissions(clusterId), staleTime: 5 * 60_000 });
  return { has: (permission) => Boolean(user?.is_superadmin) || (data?.data ?? []).includes(permission) };
}
