import { workerPositionSchema } from '@site/shared';
import { useMemo } from 'react';
import { useCluster } from '../../../session/ClusterProvider';
import { isCompanyAdmin } from '../../../session/isCompanyAdmin';
import { useSession } from '../../../session/SessionProvider';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { workerPositionsApi } from '../api';

/**
 * /my-company/worker-positions: the management company's worker positions. A company's own workers see
 * them and its administrators change them; a super administrator writes them for the selected company
 * (or the selected complex's company).
 */
export default function WorkerPositionsScreen() {
  const { user } = useSession();
  const { companyId, cluster } = useCluster();
  const canWrite = isCompanyAdmin(user);
  const ownerCompany = user?.is_superadmin ? (companyId ?? cluster?.company_id ?? null) : null;
  const defaults = useMemo(
    () => ({ ...activeDefaults, ...(ownerCompany === null ? {} : { company_id: ownerCompany }) }),
    [ownerCompany],
  );
  return (
    <ResourceScreen
      resource="worker-positions"
      listPath={workerPositionsApi.listPath}
      clusterParam={false}
      canWrite={canWrite}
      basePath="/my-company/worker-positions"
      title="menu.myCompany.workerPositions"
      schema={workerPositionSchema}
      defaults={defaults}
      columns={[
        { key: 'name', title: 'myCompany.workerPositions.fields.name', sortKey: 'name', filter: 'text' },
        activeColumn,
      ]}
      fields={[
        { name: 'name', label: 'myCompany.workerPositions.fields.name', kind: 'text', required: true, span: 24 },
        activeField,
      ]}
    />
  );
}
