import { incomeTypeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { useSystemRows } from '../otherDefinitions/useSystemRows';

/** /other-definitions/income-types: income types with an optional parent; system types are read-only. */
export default function IncomeTypesScreen() {
  const { rowCanWrite, origin } = useSystemRows();
  return (
    <ResourceScreen
      resource="income-types"
      basePath="/other-definitions/income-types"
      title="menu.otherDefinitions.incomeTypes"
      schema={incomeTypeSchema}
      rowCanWrite={rowCanWrite}
      defaults={{ is_active: true }}
      columns={[
        { key: 'name', title: 'incomeTypes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'parent_name', title: 'incomeTypes.fields.parent_id', sortKey: 'parent_name' },
        { key: 'cluster_name', title: 'otherDefinitions.origin', render: origin },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'incomeTypes.fields.name', kind: 'text', required: true, span: 24 },
        {
          name: 'parent_id',
          label: 'incomeTypes.fields.parent_id',
          kind: 'select',
          optionsFrom: 'income-types',
          optionsQuery: { has_parent: 0 },
        },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
