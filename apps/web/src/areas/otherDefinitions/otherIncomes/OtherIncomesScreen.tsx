import { otherIncomeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** /other-definitions/other-incomes: 'Diğer Gelir Tipleri', the complex's own kinds of other income. */
export default function OtherIncomesScreen() {
  return (
    <ResourceScreen
      resource="other-incomes"
      basePath="/other-definitions/other-incomes"
      title="menu.otherDefinitions.otherIncomes"
      schema={otherIncomeSchema}
      defaults={{ is_active: true }}
      columns={[
        { key: 'name', title: 'otherIncomes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'description', title: 'otherIncomes.fields.description' },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'otherIncomes.fields.name', kind: 'text', required: true, span: 24 },
        { name: 'description', label: 'otherIncomes.fields.description', kind: 'textarea', span: 24 },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
