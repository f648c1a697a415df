import { maintenanceTypeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';
import { parentColumn, parentField } from '../otherDefinitions/parentType';

/** /other-definitions/types/maintenance-types: maintenance types with an optional parent type. */
export default function MaintenanceTypesScreen() {
  return (
    <DefinitionScreen
      resource="maintenance-types"
      basePath="/other-definitions/types/maintenance-types"
      title="menu.otherDefinitions.maintenanceTypes"
      i18n="maintenanceTypes"
      schema={maintenanceTypeSchema}
      columns={[parentColumn('maintenanceTypes')]}
      fields={[parentField('maintenanceTypes', 'maintenance-types')]}
    />
  );
}
