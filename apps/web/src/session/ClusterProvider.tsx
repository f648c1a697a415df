import type { ClusterListItem } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type CompanyOption, sessionApi } from '../api/sessionApi';
import { useSession } from './SessionProvider';
import { storage } from './storage';

type ClusterContextValue = {
  clusters: ClusterListItem[];
  clusterId: number | null;
  cluster: ClusterListItem | null;
  setClusterId: (id: number) => void;
  companies: CompanyOption[];
  companyId: number | null;
  setCompanyId: (id: number | null) => void;
  isLoading: boolean;
  /**
   * The complex list has arrived and the selection is settled (a complex, or none when the user may see
   * none): screens render only then, so no request goes out for complex `null`.
   */
  ready: boolean;
};

const ClusterContext = createContext<ClusterContextValue | null>(null);

export function useCluster(): ClusterContextValue {
  const value = useContext(ClusterContext);
  if (!value) throw new Error('useCluster outside ClusterProvider');
  return value;
}

/**
 * The selected complex and (for super administrators) company, kept in local storage. Per-complex
 * queries name the complex in their keys (`queryKeys.list(resource, clusterId, …)`), so they reload when the
 * selection changes.
 */
export function ClusterProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const isSuperadmin = user?.is_superadmin ?? false;
  const [clusterId, setClusterIdState] = useState<number | null>(storage.getNumber('clusterId'));
  const [companyId, setCompanyIdState] = useState<number | null>(storage.getNumber('companyId'));

  const companies = useQuery({ ...sessionApi.companyPicker(), enabled: isSuperadmin });
  const clusters = useQuery({
    ...sessionApi.clusterPicker(isSuperadmin ? (companyId ?? undefined) : undefined),
    // A temporary password opens only the password change (spec §4): nothing else is asked for until then.
    enabled: Boolean(user) && !user?.has_temporary_password,
  });

  const list = clusters.data?.data ?? [];
  const selected = list.find((c) => c.id === clusterId) ?? null;

  // A stored complex the user may no longer see (or none yet) falls back to the first one allowed.
  useEffect(() => {
    if (!clusters.data) return;
    if (!selected) {
      const first = clusters.data.data[0]?.id ?? null;
      setClusterIdState(first);
      storage.set('clusterId', first);
    }
  }, [clusters.data, selected]);

  // Settled once the first list has arrived and the selection fell back if it had to; later changes (another
  // company's complexes loading) keep the screens mounted.
  const [settled, setSettled] = useState(false);
  if (!settled && (clusters.isError || (clusters.data !== undefined && (selected !== null || list.length === 0))))
    setSettled(true);

  const setClusterId = useCallback(
    (id: number) => {
      storage.set('clusterId', id);
      setClusterIdState(id);
      // A super administrator narrowed to one company who opens a record of another company's complex: the
      // picker lists every company's complexes again, or it could not show (and would replace) that one.
      if (isSuperadmin && companyId !== null && clusters.data && !clusters.data.data.some((c) => c.id === id)) {
        storage.set('companyId', null);
        setCompanyIdState(null);
      }
    },
    [isSuperadmin, companyId, clusters.data],
  );

  const setCompanyId = useCallback((id: number | null) => {
    storage.set('companyId', id);
    setCompanyIdState(id);
  }, []);

  const value = useMemo(
    () => ({
      clusters: list,
      clusterId: selected?.id ?? null,
      cluster: selected,
      setClusterId,
      companies: companies.data?.data ?? [],
      companyId,
      setCompanyId,
      isLoading: clusters.isLoading,
      ready: settled,
    }),
    [list, selected, setClusterId, companies.data, companyId, setCompanyId, clusters.isLoading, settled],
  );
  return <ClusterContext.Provider value={value}>{children}</ClusterContext.Provider>;
}
