import { incomeTypeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';
import { parentColumn, parentField } from '../otherDefinitions/parentType';
import { useSystemRows } from '../otherDefinitions/useSystemRows';

/** /other-definitions/income-types: income types with an optional parent; system types are read-only. */
export default function IncomeTypesScreen() {
  const { rowCanWrite, originColumn } = useSystemRows();
  return (
    <DefinitionScreen
      resource="income-types"
      basePath="/other-definitions/income-types"
      title="menu.otherDefinitions.incomeTypes"
      i18n="incomeTypes"
      schema={incomeTypeSchema}
      rowCanWrite={rowCanWrite}
      columns={[parentColumn('incomeTypes'), originColumn]}
      fields={[parentField('incomeTypes', 'income-types')]}
    />
  );
}
