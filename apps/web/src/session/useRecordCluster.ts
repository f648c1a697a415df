import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCluster } from './ClusterProvider';

/**
 * Keeps the header's complex and an open record of one complex together (spec §4: the selection is
 * "refreshed when a loaded record belongs to a different cluster"). When a record loads, the picker moves to
 * its complex; when the person then picks another complex, the record is left for `leaveTo` (its list), so
 * nothing done next — a collection, an edit — can land in the complex that is no longer selected.
 */
export function useRecordCluster(recordClusterId: number | null | undefined, leaveTo: string): void {
  const { clusterId, setClusterId } = useCluster();
  const navigate = useNavigate();
  const adopted = useRef<number | null>(null);
  useEffect(() => {
    if (recordClusterId === null || recordClusterId === undefined) return;
    if (adopted.current !== recordClusterId) {
      adopted.current = recordClusterId;
      if (clusterId !== recordClusterId) setClusterId(recordClusterId);
      return;
    }
    if (clusterId !== null && clusterId !== recordClusterId) navigate(leaveTo, { replace: true });
  }, [recordClusterId, clusterId, setClusterId, navigate, leaveTo]);
}
