import { cleaningTypeSchema } from '@site/shared';
import { NamedTypeScreen } from '../otherDefinitions/NamedTypeScreen';

/** /other-definitions/types/cleaning-types: kinds of cleaning work. */
export default function CleaningTypesScreen() {
  return (
    <NamedTypeScreen
      resource="cleaning-types"
      basePath="/other-definitions/types/cleaning-types"
      title="menu.otherDefinitions.cleaningTypes"
      i18n="cleaningTypes"
      schema={cleaningTypeSchema}
    />
  );
}
