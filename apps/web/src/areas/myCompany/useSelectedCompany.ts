import { useCluster } from '../../session/ClusterProvider';
import { useSession } from '../../session/SessionProvider';

/**
 * The company a super administrator works on in My company: the one picked, else the selected complex's. Null
 * for everyone else, whose own company the server uses.
 */
export function useSelectedCompany(): number | null {
  const { user } = useSession();
  const { companyId, cluster } = useCluster();
  return user?.is_superadmin ? (companyId ?? cluster?.company_id ?? null) : null;
}
