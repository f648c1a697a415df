import { workerPositionSchema } from '@site/shared';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import { workerPositionsApi } from '../api';
import { CompanyResourceScreen } from '../CompanyResourceScreen';

/** /my-company/worker-positions: the management company's worker positions. */
export default function WorkerPositionsScreen() {
  return (
    <CompanyResourceScreen
      resource="worker-positions"
      listPath={workerPositionsApi.listPath}
      basePath="/my-company/worker-positions"
      title="menu.myCompany.workerPositions"
      schema={workerPositionSchema}
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
