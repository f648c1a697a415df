import { otherIncomeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/other-incomes: 'Diğer Gelir Tipleri', the complex's own kinds of other income. */
export default function OtherIncomesScreen() {
  return (
    <DefinitionScreen
      resource="other-incomes"
      basePath="/other-definitions/other-incomes"
      title="menu.otherDefinitions.otherIncomes"
      i18n="otherIncomes"
      schema={otherIncomeSchema}
      columns={[{ key: 'description', title: 'otherIncomes.fields.description' }]}
      fields={[{ name: 'description', label: 'otherIncomes.fields.description', kind: 'textarea', span: 24 }]}
    />
  );
}
